import { SectionNotFound } from '@/features/content/components/detail-layout'
import { WRITINGS } from '@/features/events/writings'

export default function BlogNotFound() {
  return <SectionNotFound message={WRITINGS.Blog.notFound} href="/blogs" label="See all blogs" />
}
