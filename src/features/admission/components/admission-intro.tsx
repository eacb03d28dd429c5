import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** The page's sections by anchor, each with the message of its heading. */
const SECTIONS = [
  ['classes', 'classesHeading'],
  ['dates', 'datesHeading'],
  ['notices', 'noticesHeading'],
  ['ask', 'askHeading'],
] as const

/** The page's introduction and its in-page links to each section. */
export async function AdmissionIntro({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'AdmissionPage' })
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10">
      <p className="max-w-3xl text-lg text-slate-700">{t('intro')}</p>
      <nav aria-label={t('onThisPage')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map(([id, heading]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-brand-100 bg-brand-50 px-4 text-sm font-semibold text-brand-900 hover:border-brand-600 focus-visible:outline-3 focus-visible:outline-accent-500"
              >
                {t(heading)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
