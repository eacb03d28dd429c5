import { getTranslations } from 'next-intl/server'

import { HeadedRegion } from '@/components/ui/section'
import type { Locale } from '@/i18n/locales'

import type { listClassesForAdmission } from '../queries'
import { AdmissionClasses } from './admission-classes'

/** The classes open for admission, under their heading. */
export async function AdmissionClassesSection({
  locale,
  classes,
}: {
  locale: Locale
  classes: Awaited<ReturnType<typeof listClassesForAdmission>>
}) {
  const t = await getTranslations({ locale, namespace: 'AdmissionPage' })
  return (
    <HeadedRegion
      name="classes"
      anchor
      title={t('classesHeading')}
      className="mx-auto max-w-6xl scroll-mt-24 px-4 py-12"
    >
      <div className="mt-6">
        <AdmissionClasses classes={classes} />
      </div>
    </HeadedRegion>
  )
}
