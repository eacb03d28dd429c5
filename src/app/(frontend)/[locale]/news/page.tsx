import { pageMetadata } from '@/features/content/page-metadata'
import { NewsIndex } from '@/features/news/components/news-index'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = pageMetadata('/news', ({ t, schoolName }) => ({
  title: t('News.title'),
  description: t('News.description', { schoolName }),
}))

/** The first page without a search is the same for everyone: rendered once and cached. */
export default async function NewsPage({ params }: LocaleParams) {
  await enterLocale(params)
  return <NewsIndex query={{ q: '', page: 1 }} />
}
