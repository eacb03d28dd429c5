import { useLocale, useTranslations } from 'next-intl'

import { Link } from '@/components/ui/link.client'
import { LOCALE_TAGS, type Locale } from '@/i18n/locales'
import { formatDate, TRUNCATE, truncate } from '@/lib/format'
import type { Notice } from '@/payload-types'

import { SCHOOL_TIME_ZONE } from '@/lib/constants'
import { hasExpired } from '../rules'
import { NoticeBadges } from './notice-badges'

type ListedNotice = Pick<
  Notice,
  'id' | 'title' | 'category' | 'publish_date' | 'pinned' | 'expires_at' | 'excerpt' | 'attachments'
>

const DATE_PARTS = {
  en: {
    day: new Intl.DateTimeFormat('en-US', { day: '2-digit', timeZone: SCHOOL_TIME_ZONE }),
    month: new Intl.DateTimeFormat('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: SCHOOL_TIME_ZONE,
    }),
  },
  bn: {
    day: new Intl.DateTimeFormat(LOCALE_TAGS.bn, { day: '2-digit', timeZone: SCHOOL_TIME_ZONE }),
    month: new Intl.DateTimeFormat(LOCALE_TAGS.bn, {
      month: 'short',
      year: 'numeric',
      timeZone: SCHOOL_TIME_ZONE,
    }),
  },
} satisfies Record<Locale, { day: Intl.DateTimeFormat; month: Intl.DateTimeFormat }>

function DateBlock({ value, locale }: { value: string; locale: Locale }) {
  const date = new Date(value)
  const parts = DATE_PARTS[locale]
  return (
    <time
      dateTime={value}
      className="flex w-16 shrink-0 flex-col items-center justify-center self-start rounded-xl bg-brand-900 py-2 text-white"
    >
      <span className="text-2xl leading-none font-bold">{parts.day.format(date)}</span>
      <span className="mt-1 text-[0.7rem] text-brand-100">{parts.month.format(date)}</span>
    </time>
  )
}

/** What a notice's heading shows. */
export type HeadingNotice = Omit<ListedNotice, 'excerpt' | 'attachments'>

/**
 * A notice's labels and its title, the link whose target area is the whole card around it (the
 * card is `relative`); the title is the link's accessible name.
 */
export function NoticeHeading({
  notice,
  now,
  className = '',
}: {
  notice: HeadingNotice
  now: Date
  className?: string
}) {
  return (
    <>
      <NoticeBadges
        category={notice.category}
        publishDate={notice.publish_date}
        pinned={Boolean(notice.pinned) && !hasExpired(notice.expires_at, now)}
        now={now}
      />
      <h3 className={`mt-2 leading-snug font-semibold text-slate-900 ${className}`}>
        <Link
          href={`/notices/${notice.id}`}
          className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
        >
          {notice.title}
        </Link>
      </h3>
    </>
  )
}

/** Notices as a list of rows: date, labels, title (the link), opening lines and files. */
export function NoticeList({ notices, now }: { notices: ListedNotice[]; now: Date }) {
  const locale = useLocale() as Locale
  const t = useTranslations('Notice')
  return (
    <ul className="grid gap-4">
      {notices.map((notice) => {
        const files = notice.attachments?.length ?? 0
        return (
          <li key={notice.id}>
            <article className="relative flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-3 focus-within:ring-accent-500 hover:border-brand-600 sm:p-5">
              <DateBlock value={notice.publish_date} locale={locale} />
              <div className="min-w-0 flex-1">
                <NoticeHeading notice={notice} now={now} className="text-lg" />
                {notice.excerpt ? (
                  <p className="mt-1 text-sm text-slate-700">
                    {truncate(notice.excerpt, TRUNCATE.noticeExcerpt)}
                  </p>
                ) : null}
                <p className="mt-2 text-xs text-slate-600">
                  <span className="sr-only">{t('published')} </span>
                  {formatDate(notice.publish_date, locale)}
                  {files > 0 ? ` · ${t('attachmentCount', { count: files })}` : ''}
                </p>
              </div>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
