import { SectionNotFound } from '@/features/content/components/detail-layout'
import { WRITINGS } from '@/features/events/writings'

export default function ArticleNotFound() {
  return (
    <SectionNotFound
      message={WRITINGS.Article.notFound}
      href="/articles"
      label="See all articles"
    />
  )
}
