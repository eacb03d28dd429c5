import type { Metadata } from 'next'

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

// Key dates pass and new days begin without anyone publishing: the page is drawn again hourly.
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const schoolName = await getSchoolName()
  const description = `Classes, fees, admission requirements, key dates and notices for admission to ${schoolName}, and a form to ask the admission office.`
  return {
    title: pageTitle('Admission', schoolName),
    description,
    alternates: { canonical: '/admission' },
    openGraph: { title: pageTitle('Admission', schoolName), description, url: '/admission' },
  }
}

const SECTIONS = [
  ['classes', 'Classes and fees'],
  ['dates', 'Key dates'],
  ['notices', 'Admission notices'],
  ['ask', 'Ask the admission office'],
] as const

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500'

export default async function AdmissionPage() {
  const [schoolName, site, classes, dates, { notices, categoryId }] = await Promise.all([
    getSchoolName(),
    getSiteSettings(),
    listClassesForAdmission(),
    listUpcomingAdmissionDates(),
    listLatestAdmissionNotices(),
  ])
  return (
    <>
      <PageBanner
        title="Admission"
        subtitle={`Join ${schoolName}: what each class costs and asks for, the dates to keep in mind and the latest admission notices.`}
      />
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <p className="max-w-3xl text-lg text-slate-700">
          Choose the class for your child, check the fees and the papers to bring, and send us your
          questions. The admission office will call you back.
        </p>
        <nav aria-label="On this page" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-100 bg-brand-50 px-4 text-sm font-semibold text-brand-900 hover:border-brand-600 focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  {title}
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
          Classes and fees
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
                Key dates
              </h2>
              <Link href="/calendar" className={linkClass}>
                Academic calendar →
              </Link>
            </div>
            <div className="mt-4">
              <AdmissionDates dates={dates} />
            </div>
          </section>
          <section id="notices" aria-labelledby="notices-heading" className="scroll-mt-24">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <h2 id="notices-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
                Admission notices
              </h2>
              {categoryId !== null ? (
                <Link href={`/notices?category=${categoryId}`} className={linkClass}>
                  All admission notices →
                </Link>
              ) : null}
            </div>
            <div className="mt-4">
              {notices.length === 0 ? (
                <EmptyState>No admission notices yet.</EmptyState>
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
            Ask the admission office
          </h2>
          <p className="mt-2 text-slate-700">
            Tell us about your child and how to reach you. We answer every inquiry by phone.
          </p>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            {classes.length > 0 ? (
              <AdmissionInquiryForm
                classes={classes.map((item) => ({ id: item.id, name: item.name }))}
              />
            ) : (
              <p className="text-slate-700">
                Inquiries open when classes are listed. Please call the office meanwhile.
              </p>
            )}
          </div>
        </div>
        <aside
          aria-labelledby="office-heading"
          className="self-start rounded-2xl bg-brand-900 p-6 text-white"
        >
          <h3 id="office-heading" className="text-xl font-bold">
            Admission office
          </h3>
          <dl className="mt-4 space-y-4">
            {site.application_phone ? (
              <div>
                <dt className="text-sm text-brand-100">Phone</dt>
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
                <dt className="text-sm text-brand-100">Email</dt>
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
                <dt className="text-sm text-brand-100">Address</dt>
                <dd className="whitespace-pre-line">{site.application_address}</dd>
              </div>
            ) : null}
          </dl>
          <Link
            href="/contact-us"
            className="mt-6 inline-flex min-h-11 items-center font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            All contact numbers →
          </Link>
        </aside>
      </section>
    </>
  )
}
