import { SectionNotFound } from '@/features/content/components/detail-layout'

export default function NewsNotFound() {
  return <SectionNotFound message="Article not found." href="/news" label="See all news" />
}
