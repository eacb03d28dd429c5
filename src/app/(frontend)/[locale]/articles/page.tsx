import { WritingsIndex } from '@/features/writings/components/writings-index'
import { writingsPageMetadata } from '@/features/writings/page-metadata'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = writingsPageMetadata('Article')

export default async function ArticlesPage({ params }: LocaleParams) {
  await enterLocale(params)
  return <WritingsIndex kind="Article" query={{ q: '', page: 1 }} />
}
