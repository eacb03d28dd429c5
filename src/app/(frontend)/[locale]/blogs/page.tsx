import { WritingsIndex } from '@/features/writings/components/writings-index'
import { writingsPageMetadata } from '@/features/writings/page-metadata'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = writingsPageMetadata('Blog')

export default async function BlogsPage({ params }: LocaleParams) {
  await enterLocale(params)
  return <WritingsIndex kind="Blog" query={{ q: '', page: 1 }} />
}
