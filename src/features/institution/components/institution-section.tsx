import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'

/** One section of the institution page: its own anchor, heading and "last updated" date. */
export function InstitutionSection({
  id,
  title,
  updatedAt,
  locale,
  children,
}: {
  id: string
  title: string
  updatedAt: string | null | undefined
  locale: Locale
  children: ReactNode
}) {
  const t = useTranslations('InstitutionPage')
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 border-t border-slate-200 py-10 first:border-t-0 sm:py-12"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {updatedAt ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('lastUpdated', { date: formatDate(updatedAt, locale) })}
        </p>
      ) : null}
      <div className="mt-6">{children}</div>
    </section>
  )
}

/** A wide table that scrolls sideways on a phone; it takes keyboard focus so it can be scrolled. */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 focus-visible:outline-accent-500"
    >
      {children}
    </div>
  )
}

/** What a section shows while staff have not filled it in. */
export function NotPublished() {
  const t = useTranslations('InstitutionPage')
  return <p className="text-slate-600">{t('notPublished')}</p>
}

/** A phone number as a link that dials it. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:${phone.replace(/[^+\d]/g, '')}`}
      className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {phone}
    </a>
  )
}
