import { useTranslations } from 'next-intl'

import { HeadedRegion, PageBanner } from '@/components/ui/section'
import type { Locale } from '@/i18n/locales'

import { PAGE_SECTIONS } from '../paths'
import type { InstitutionArea } from '../queries'
import { CharterSection } from './charter-section'
import { EnrolmentSection } from './enrolment-section'
import { GoverningBodySection } from './governing-body-section'
import { OfficersSection } from './officers-section'
import { ProfileSection } from './profile-section'
import { RecognitionSection } from './recognition-section'
import { RoutinesSection } from './routines-section'
import { StaffSection } from './staff-section'

/** Everything the education directorate requires the institution to publish, section by section. */
export function InstitutionPage({ area, locale }: { area: InstitutionArea; locale: Locale }) {
  const t = useTranslations('InstitutionPage')
  const { institution, enrolment, staff, files } = area
  return (
    <>
      <PageBanner title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <HeadedRegion
          name="contents"
          as="nav"
          title={t('onThisPage')}
          className="mt-8 rounded-xl bg-brand-50 p-5"
          look="xs"
        >
          <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4">
            {PAGE_SECTIONS.map(([anchor, key]) => (
              <li key={anchor}>
                <a
                  href={`#${anchor}`}
                  className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {t(`sections.${key}`)}
                </a>
              </li>
            ))}
          </ol>
        </HeadedRegion>
        <ProfileSection data={institution.profile} locale={locale} />
        <RecognitionSection recognition={institution.recognition} files={files} locale={locale} />
        <GoverningBodySection data={institution.governing_body} locale={locale} />
        <EnrolmentSection settings={institution.enrolment} table={enrolment} locale={locale} />
        <StaffSection staff={staff} updatedAt={institution.staff?.updated_at} locale={locale} />
        <RoutinesSection academics={institution.academics} files={files} locale={locale} />
        <CharterSection data={institution.citizen_charter} locale={locale} />
        <OfficersSection data={institution.officers} locale={locale} />
      </div>
    </>
  )
}
