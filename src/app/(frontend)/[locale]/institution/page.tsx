import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { InstitutionPage } from '@/features/institution/components/institution-page'
import { getInstitutionArea } from '@/features/institution/queries'
import { getSchoolName } from '@/features/site/queries'
import { INSTITUTION_PAGE } from '@/globals/Institution'
import { pageTitle } from '@/lib/page-title'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { localePath, pageAlternates } from '@/i18n/locales'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [schoolName, t] = await Promise.all([
    getSchoolName(),
    getTranslations({ locale, namespace: 'InstitutionPage' }),
  ])
  const title = pageTitle(t('title'), schoolName)
  const description = t('description', { schoolName })
  return {
    title,
    description,
    alternates: pageAlternates(INSTITUTION_PAGE, locale),
    openGraph: { title, description, url: localePath(INSTITUTION_PAGE, locale) },
  }
}

export default async function InstitutionInformationPage({ params }: LocaleParams) {
  const locale = await enterLocale(params)
  return <InstitutionPage area={await getInstitutionArea()} locale={locale} />
}
