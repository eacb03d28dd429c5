import { pageMetadata } from '@/features/content/page-metadata'
import { InstitutionPage } from '@/features/institution/components/institution-page'
import { ENROLMENT_CSV_PATH } from '@/features/institution/paths'
import { getInstitutionArea } from '@/features/institution/queries'
import { INSTITUTION_PAGE } from '@/globals/Institution'
import { enterLocale, type LocaleParams } from '@/i18n/server'

export const generateMetadata = pageMetadata(INSTITUTION_PAGE, ({ t, schoolName }) => ({
  title: t('InstitutionPage.title'),
  description: t('InstitutionPage.description', { schoolName }),
  types: { 'text/csv': ENROLMENT_CSV_PATH },
}))

export default async function InstitutionInformationPage({ params }: LocaleParams) {
  const locale = await enterLocale(params)
  return <InstitutionPage area={await getInstitutionArea()} locale={locale} />
}
