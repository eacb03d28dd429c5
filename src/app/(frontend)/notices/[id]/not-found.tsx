import { SectionNotFound } from '@/features/content/components/detail-layout'

export default function NoticeNotFound() {
  return <SectionNotFound message="Notice not found." href="/notices" label="See all notices" />
}
