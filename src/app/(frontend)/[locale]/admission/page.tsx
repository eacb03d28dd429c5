import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/ui/error-card'
import { Link } from '@/components/ui/link.client'
import { PageBanner } from '@/components/ui/section'
import { AdmissionClasses } from '@/features/admission/components/admission-classes'
import { AdmissionDates } from '@/features/admission/components/admission-dates'
import { AdmissionInquiryForm } from '@/features/admission/components/admission-inquiry-form.client'
import {
  listClassesForAdmission,
  listLatestAdmissionNotices,
  listUpcomingAdmissionDates,
} from '@/features/admission/queries'
import { NoticeList } from '@/features/notices/components/notice-list'
import { getSchoolName, getSiteSettings } from '@/features/site/queries'
import { pageTitle } from '@/lib/page-title'
import { ClientMessages } from '@/i18n/client-messages'
import { enterLocale, type LocaleParams } from '@/i18n/server'
import { localePath, pageAlternates } from '@/i18n/locales'

// Key dates pass and new days begin without anyone publishing: the page is drawn again hourly.
export const revalidate = 3600

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params)
  const [schoolName, t] = await Promise.all([
    getSchoolName(),
    getTranslations({ locale, namespace: 'AdmissionPage' }),
  ])
  const description = t('description', { schoolName })
  const title = pageTitle(t('title'), schoolName)
  return {
    title,
    description,
    alternates: pageAlternates('/admission', locale),
    openGraph: { title, description, url: localePath('/admission', locale) },
  }
}

/** The page's sections by anchor, each with the message of its heading. */
const SECTIONS = [
  ['classes', 'classesHeading'],
  ['dates', 'datesHeading'],
  ['notices', 'noticesHeading'],
  ['ask', 'askHeading'],
] as const

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500'

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

      <div className="bg-brand-50/60">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-2">
          <section id="dates" aria-labelledby="dates-heading" className="scroll-mt-24">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <h2 id="dates-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
                {t('datesHeading')}
              </h2>
              <Link href="/calendar" className={linkClass}>
                {t('calendarLink')}
              </Link>
            </div>
            <div className="mt-4">
              <AdmissionDates dates={dates} />
            </div>
          </section>
          <section id="notices" aria-labelledby="notices-heading" className="scroll-mt-24">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <h2 id="notices-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
                {t('noticesHeading')}
              </h2>
              {categoryId !== null ? (
                <Link href={`/notices?category=${categoryId}`} className={linkClass}>
                  {t('allNotices')}
                </Link>
              ) : null}
            </div>
            <div className="mt-4">
              {notices.length === 0 ? (
                <EmptyState>{t('noNotices')}</EmptyState>
              ) : (
                <NoticeList notices={notices} now={new Date()} />
              )}
            </div>
          </section>
        </div>
      </div>

      <section
        id="ask"
        aria-labelledby="ask-heading"
        className="mx-auto grid max-w-6xl scroll-mt-24 gap-10 px-4 py-12 lg:grid-cols-[1.6fr_1fr]"
      >
        <div>
          <h2 id="ask-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {t('askHeading')}
          </h2>
          <p className="mt-2 text-slate-700">{t('askText')}</p>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            {classes.length > 0 ? (
              <ClientMessages namespaces={['AdmissionForm']}>
                <AdmissionInquiryForm
                  classes={classes.map((item) => ({ id: item.id, name: item.name }))}
                />
              </ClientMessages>
            ) : (
              <p className="text-slate-700">{t('noClasses')}</p>
            )}
          </div>
        </div>
        <aside
          aria-labelledby="office-heading"
          className="self-start rounded-2xl bg-brand-900 p-6 text-white"
        >
          <h3 id="office-heading" className="text-xl font-bold">
            {t('officeHeading')}
          </h3>
          <dl className="mt-4 space-y-4">
            {site.application_phone ? (
              <div>
                <dt className="text-sm text-brand-100">{t('phone')}</dt>
                <dd>
                  <a
                    href={`tel:${site.application_phone.replace(/[^+\d]/g, '')}`}
                    className="text-lg font-semibold hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
                  >
                    {site.application_phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {site.application_email ? (
              <div>
                <dt className="text-sm text-brand-100">{t('email')}</dt>
                <dd>
                  <a
                    href={`mailto:${site.application_email}`}
                    className="font-semibold break-all hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
                  >
                    {site.application_email}
                  </a>
                </dd>
              </div>
            ) : null}
            {site.application_address ? (
              <div>
                <dt className="text-sm text-brand-100">{t('address')}</dt>
                <dd className="whitespace-pre-line">{site.application_address}</dd>
              </div>
            ) : null}
          </dl>
          <Link
            href="/contact-us"
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            {t('allContacts')}
          </Link>
        </aside>
      </section>
    </>
  )
}
