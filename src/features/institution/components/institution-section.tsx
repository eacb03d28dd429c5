import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { PhoneLink as DialLink } from '@/components/ui/phone-link'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import type { Institution } from '@/payload-types'

import { PAGE_SECTIONS } from '../paths'

/** What a section is given: its part of the institution's record, and the page's language. */
export type PartProps<K extends keyof Institution> = { data: Institution[K]; locale: Locale }

type SectionKey = (typeof PAGE_SECTIONS)[number][1]

/**
 * One section of the institution page: its anchor and heading (from the page's contents), its
 * "last updated" date, and a "not published" note instead of its body while it is empty.
 */
export function InstitutionSection({
  section,
  updatedAt,
  locale,
  empty = false,
  children,
}: {
  section: SectionKey
  updatedAt: string | null | undefined
  locale: Locale
  empty?: boolean
  children: ReactNode
}) {
  const t = useTranslations('InstitutionPage')
  const id = PAGE_SECTIONS.find(([, key]) => key === section)?.[0] ?? section
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 border-t border-slate-200 py-10 first:border-t-0 sm:py-12"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {t(`sections.${section}`)}
      </h2>
      {updatedAt ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('lastUpdated', { date: formatDate(updatedAt, locale) })}
        </p>
      ) : null}
      <div className="mt-6">{empty ? <NotPublished /> : children}</div>
    </section>
  )
}

/** The classes the institution's tables share: head, total line, rows, figures and labels. */
export const TABLE = {
  head: 'bg-brand-50 text-sm',
  foot: 'border-t-2 border-brand-700 bg-brand-50 font-bold',
  row: 'border-t border-slate-100',
  label: 'px-2 py-2 sm:px-3',
  figure: 'px-2 py-2 text-right tabular-nums sm:px-3',
}

/**
 * A table with its caption. On a phone a wide one scrolls sideways inside its own box, which
 * takes keyboard focus so it can be scrolled without a pointer.
 */
export function CaptionedTable({
  id,
  caption,
  className = '',
  children,
}: {
  id: string
  caption: string
  className?: string
  children: ReactNode
}) {
  return (
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 focus-visible:outline-accent-500"
    >
      <table className={`w-full text-left ${className}`}>
        <caption id={id} className="px-3 py-2 text-left font-semibold text-slate-900">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  )
}

/** A table's column headings: the first labels the rows; with `figures`, the rest hold numbers. */
export function TableHead({ columns, figures = false }: { columns: string[]; figures?: boolean }) {
  return (
    <thead className={TABLE.head}>
      <tr>
        {columns.map((column, i) => (
          <th key={column} scope="col" className={figures && i > 0 ? TABLE.figure : TABLE.label}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/** A labelled fact on one line ('Phone: 01711-…'), inside a description list; none when empty. */
export function InlineFact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '')
    return null
  return (
    <div>
      <dt className="inline text-slate-600">{label}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  )
}

/** What a section shows while staff have not filled it in. */
export function NotPublished() {
  const t = useTranslations('InstitutionPage')
  return <p className="text-slate-600">{t('notPublished')}</p>
}

const CONTACT_LINK = 'text-brand-700 underline underline-offset-2 hover:text-brand-900'

/** A phone number as a link that dials it, styled as the page's other contact links. */
export function PhoneLink({ phone }: { phone: string }) {
  return <DialLink phone={phone} className={CONTACT_LINK} />
}

/** An e-mail address as a link that writes to it. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`${CONTACT_LINK} break-all`}>
      {email}
    </a>
  )
}
