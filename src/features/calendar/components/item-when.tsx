import { useLocale } from 'next-intl'

import { Link } from '@/components/ui/link.client'

import type { CalendarItem } from '../items'
import { whenParts } from '../labels'

/** When an item happens, as machine-readable <time> elements (a range for periods). */
export function ItemWhen({ item }: { item: CalendarItem }) {
  const locale = useLocale()
  const { start, end } = whenParts(item, locale)
  return (
    <>
      <time dateTime={start.dateTime} className="whitespace-nowrap">
        {start.text}
      </time>
      {end ? (
        <>
          {' – '}
          <time dateTime={end.dateTime} className="whitespace-nowrap">
            {end.text}
          </time>
        </>
      ) : null}
    </>
  )
}

/** An item's title: a link for events, which have a page. */
export function ItemTitle({ item }: { item: CalendarItem }) {
  return (
    <>
      {item.href ? (
        <Link
          href={item.href}
          className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          {item.title}
        </Link>
      ) : (
        item.title
      )}
    </>
  )
}

/** Where and what, below an item's title. */
export function ItemNotes({ item }: { item: CalendarItem }) {
  return (
    <>
      {item.location ? <p className="text-sm text-slate-600">{item.location}</p> : null}
      {item.description ? <p className="mt-1 text-sm text-slate-700">{item.description}</p> : null}
    </>
  )
}
