import { pageMetadata } from '@/features/content/page-metadata'
import { NoticesIndex } from '@/features/notices/components/notices-index'
import { enterLocale, type LocaleParams } from '@/i18n/server'

/** 'New' labels and expiry follow the clock as well as publishing. */
export const revalidate = 3600

export const generateMetadata = pageMetadata('/notices', ({ t, schoolName }) => {
  const feedTitle = t('NoticesPage.feedTitle', { school: schoolName })
  return {
    title: t('NoticesPage.title'),
    description: t('NoticesPage.description', { school: schoolName }),
    types: {
      'application/rss+xml': [{ url: '/notices/rss.xml', title: feedTitle }],
      'application/atom+xml': [{ url: '/notices/atom.xml', title: feedTitle }],
    },
  }
})

/** The unfiltered first page is the same for everyone: rendered once and cached. */
export default async function NoticesPage({ params }: LocaleParams) {
  await enterLocale(params)
  return <NoticesIndex query={{ q: '', page: 1, category: null }} />
}
