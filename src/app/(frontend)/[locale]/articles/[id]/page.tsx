import { WritingDetail } from '@/features/writings/components/writing-detail'
import { idParams } from '@/features/content/page-metadata'
import { listEventIdsForPrerender } from '@/features/events/queries'
import { writingPageMetadata } from '@/features/writings/page-metadata'
import { enterItemPage, type ItemParams } from '@/i18n/server'

export const generateStaticParams = () => idParams(listEventIdsForPrerender('Article'))

export const generateMetadata = writingPageMetadata('Article')

export default async function ArticleDetailPage({ params }: ItemParams) {
  const { id } = await enterItemPage(params)
  return <WritingDetail kind="Article" id={id} />
}
