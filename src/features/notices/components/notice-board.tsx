import { useLocale, useTranslations } from 'next-intl'

import { ButtonLink } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'

import { NoticeHeading, type HeadingNotice } from './notice-list'

/** The home page's notice board: the few notices a parent looks for first, and the way to all. */
export function NoticeBoard({ notices, now }: { notices: HeadingNotice[]; now: Date }) {
  const t = useTranslations('NoticeBoard')
  const locale = useLocale() as Locale
  if (notices.length === 0) return null
  return (
    <Section
      title={t('title')}
      id="notice-board"
      action={
        <ButtonLink href="/notices" variant="secondary">
          {t('all')}
        </ButtonLink>
      }
    >
      <ul className="grid gap-3 md:grid-cols-3">
        {notices.map((notice) => (
          <li
            key={notice.id}
            className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-3 focus-within:ring-accent-500 hover:border-brand-600"
          >
            <NoticeHeading notice={notice} now={now} />
            <p className="mt-1 text-xs text-slate-600">{formatDate(notice.publish_date, locale)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
