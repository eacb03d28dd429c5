import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { NoticesIndex, readNoticesQuery } from '@/features/notices/components/notices-index'
import { getSchoolName } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { pageAlternates } from '@/i18n/locales'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [schoolName, t] = await Promise.all([
    getSchoolName(),
    getTranslations({ locale, namespace: 'NoticesPage' }),
  ])
  return {
    title: pageTitle(t('title'), schoolName),
    alternates: pageAlternates('/notices', locale),
    robots: { index: false },
  }
}

/** /notices?q=…&category=…&page=… (rewritten here by src/proxy.ts). */
export default async function NoticesResultsPage({ params, searchParams }: Props & LocaleParams) {
  await enterLocale(params)
  return <NoticesIndex query={readNoticesQuery(await searchParams)} />
}
