import { useLocale, useTranslations } from 'next-intl'

import { ButtonLink } from '@/components/ui/button'
import { Link } from '@/components/ui/link.client'
import { Section } from '@/components/ui/section'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import type { Notice } from '@/payload-types'

import { hasExpired } from '../rules'
import { NoticeBadges } from './notice-badges'

type BoardNotice = Pick<
  Notice,
  'id' | 'title' | 'category' | 'publish_date' | 'pinned' | 'expires_at'
>

/** The home page's notice board: the few notices a parent looks for first, and the way to all. */
export function NoticeBoard({ notices, now }: { notices: BoardNotice[]; now: Date }) {
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
            <NoticeBadges
              category={notice.category}
              publishDate={notice.publish_date}
              pinned={Boolean(notice.pinned) && !hasExpired(notice.expires_at, now)}
              now={now}
            />
            <h3 className="mt-2 leading-snug font-semibold text-slate-900">
              {/* The whole card is the link's target area; the title is its accessible name. */}
              <Link
                href={`/notices/${notice.id}`}
                className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
              >
                {notice.title}
              </Link>
            </h3>
            <p className="mt-1 text-xs text-slate-600">{formatDate(notice.publish_date, locale)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
