import { getTranslations } from 'next-intl/server'

import { PageBanner } from '@/components/ui/section'
import { AdmissionAsk } from '@/features/admission/components/admission-ask'
import { AdmissionClassesSection } from '@/features/admission/components/admission-classes-section'
import { AdmissionDatesAndNotices } from '@/features/admission/components/admission-dates-notices'
import { AdmissionIntro } from '@/features/admission/components/admission-intro'
import {
  listClassesForAdmission,
  listLatestAdmissionNotices,
  listUpcomingAdmissionDates,
} from '@/features/admission/queries'
import { pageMetadata } from '@/features/content/page-metadata'
import { getSchoolName, getSiteSettings } from '@/features/settings/queries'
import { enterLocale, type LocaleParams } from '@/i18n/server'

// Key dates pass and new days begin without anyone publishing: the page is drawn again hourly.
export const revalidate = 3600

export const generateMetadata = pageMetadata('/admission', ({ t, schoolName }) => ({
  title: t('AdmissionPage.title'),
  description: t('AdmissionPage.description', { schoolName }),
}))

export default async function AdmissionPage({ params }: LocaleParams) {
  const locale = await enterLocale(params)
  const [schoolName, site, classes, dates, { notices, categoryId }, t] = await Promise.all([
    getSchoolName(),
    getSiteSettings(),
    listClassesForAdmission(),
    listUpcomingAdmissionDates(),
    listLatestAdmissionNotices(),
    getTranslations({ locale, namespace: 'AdmissionPage' }),
  ])
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle', { schoolName })} />
      <AdmissionIntro locale={locale} />
      <AdmissionClassesSection locale={locale} classes={classes} />
      <AdmissionDatesAndNotices
        locale={locale}
        dates={dates}
        notices={notices}
        categoryId={categoryId}
      />
      <AdmissionAsk locale={locale} classes={classes} site={site} />
    </>
  )
}
