import { getLocale, getTranslations } from 'next-intl/server'

import { Link } from '@/components/ui/link.client'

import { buttonClass } from '@/components/ui/button'
import { localePath } from '@/i18n/locales'
import { PageBanner, Section } from '@/components/ui/section'
import { ContentCardGrid } from '@/features/content/components/content-card'
import { LinkPagination } from '@/features/content/components/list-controls'
import { PAGE_SIZE } from '@/lib/constants'
import { formatDate, TRUNCATE, truncate } from '@/lib/format'
import { toPageNumber, toSearchText, withinRange } from '@/lib/pagination'

import { dayRange, listEventsSoonestFirst, listUpcomingEvents } from '../queries'
import { UpcomingEvents } from './upcoming-events'

export type EventsQuery = { name: string; company: string; start_date: string; page: number }

/** The events list state from the address (`?name=&company=&start_date=YYYY-MM-DD&page=`). */
export function readEventsQuery(
  params: Record<string, string | string[] | undefined>,
): EventsQuery {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const day = first(params.start_date) ?? ''
  return {
    name: toSearchText(first(params.name) ?? first(params.q)) ?? '',
    company: toSearchText(first(params.company)) ?? '',
    start_date: dayRange(day) ? day : '',
    page: toPageNumber(first(params.page)),
  }
}

/** The boxes of the events filter: the address field each one fills, and its messages. */
const FILTERS = [
  { name: 'name', type: 'search', label: 'topic', placeholder: 'topicPlaceholder' },
  { name: 'company', type: 'search', label: 'location', placeholder: 'locationPlaceholder' },
  { name: 'start_date', type: 'date', label: 'date' },
] as const

/**
 * /events: upcoming carousel, then every event (those to come soonest first, then those over)
 * with search, filters and numbered pages.
 */
export async function EventsIndex({ query }: { query: EventsQuery }) {
  const filtered = Boolean(query.name || query.company || query.start_date)
  const [locale, t, tEvents] = await Promise.all([
    getLocale(),
    getTranslations('EventsIndex'),
    getTranslations('Events'),
  ])
  const [upcoming, all] = await Promise.all([
    listUpcomingEvents('Event', 12),
    withinRange(query.page, (page) =>
      listEventsSoonestFirst(
        { type: 'Event', name: query.name, company: query.company, date: query.start_date, page },
        PAGE_SIZE.events,
      ),
    ),
  ])
  return (
    <>
      <PageBanner title={tEvents('title')} subtitle={t('subtitle')} />
      <UpcomingEvents upcoming={upcoming} locale={locale} autoplay={3000} showLocation />
      <Section title={t('allTitle')} id="all-events">
        <form
          action={localePath('/events', locale)}
          method="get"
          role="search"
          aria-label={t('filterLabel')}
          className="grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2 lg:grid-cols-4"
        >
          {FILTERS.map((filter) => (
            <label key={filter.name} className="font-medium text-slate-800">
              {t(filter.label)}
              <input
                name={filter.name}
                type={filter.type}
                defaultValue={query[filter.name]}
                placeholder={'placeholder' in filter ? t(filter.placeholder) : undefined}
                className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-4 focus:border-brand-600 focus:outline-3 focus:outline-brand-100"
              />
            </label>
          ))}
          <div className="flex items-end gap-2">
            <button type="submit" className={buttonClass('primary', 'flex-1')}>
              {t('search')}
            </button>
            {filtered ? (
              <Link href="/events" className={buttonClass('secondary')}>
                {t('back')}
              </Link>
            ) : null}
          </div>
        </form>
        <div className="mt-8">
          <ContentCardGrid
            empty={tEvents('noEvents')}
            cards={all.docs.map((event) => ({
              id: event.id,
              href: `/events/${event.id}`,
              image: event.image,
              meta: `${formatDate(event.start_date, locale)}${event.company ? ` · ${event.company}` : ''}`,
              title: truncate(event.name, TRUNCATE.compactTitle),
              summary: truncate(event.sub_nameor_title, TRUNCATE.description),
              action: tEvents('viewDetails'),
            }))}
          />
          <LinkPagination
            basePath="/events"
            paged={all}
            query={{ name: query.name, company: query.company, start_date: query.start_date }}
            label={t('allLabel')}
          />
        </div>
      </Section>
    </>
  )
}
