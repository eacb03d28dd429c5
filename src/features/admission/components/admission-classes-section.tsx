import { getTranslations } from 'next-intl/server'

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
    <section
      id="classes"
      aria-labelledby="classes-heading"
      className="mx-auto max-w-6xl scroll-mt-24 px-4 py-12"
    >
      <h2 id="classes-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {t('classesHeading')}
      </h2>
      <div className="mt-6">
        <AdmissionClasses classes={classes} />
      </div>
    </section>
  )
}
