import { getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/ui/error-card'
import { Link } from '@/components/ui/link.client'
import { NoticeList } from '@/features/notices/components/notice-list'
import type { Locale } from '@/i18n/locales'

import type { listLatestAdmissionNotices, listUpcomingAdmissionDates } from '../queries'
import { AdmissionDates } from './admission-dates'

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500'

/** Key admission dates beside the latest admission notices. */
export async function AdmissionDatesAndNotices({
  locale,
  dates,
  notices,
  categoryId,
}: {
  locale: Locale
  dates: Awaited<ReturnType<typeof listUpcomingAdmissionDates>>
} & Awaited<ReturnType<typeof listLatestAdmissionNotices>>) {
  const t = await getTranslations({ locale, namespace: 'AdmissionPage' })
  return (
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
  )
}
