import type { BeforeListTableServerProps } from 'payload'

import { parseId } from '@/lib/ids'

import { formatStaffDate } from '@/lib/format'

const TEXT = {
  en: {
    heading: 'Download registrations',
    format: 'File type',
    event: 'Event',
    all: 'All events',
    excel: 'Excel (.xlsx), phone numbers kept as written',
    csv: 'CSV, for other programs',
    download: 'Download',
  },
  bn: {
    heading: 'নিবন্ধনের তালিকা ডাউনলোড',
    format: 'ফাইলের ধরন',
    event: 'অনুষ্ঠান',
    all: 'সব অনুষ্ঠান',
    excel: 'এক্সেল (.xlsx), ফোন নম্বর যেমন লেখা তেমন থাকবে',
    csv: 'CSV, অন্য প্রোগ্রামের জন্য',
    download: 'ডাউনলোড',
  },
}

/**
 * The event the list is filtered to (an event's "registrations" link, or a filter chosen in the
 * list), from the page's query as it came (`where[event][equals]=10`) or as read into objects.
 */
export function eventInView(
  searchParams: BeforeListTableServerProps['searchParams'],
): number | null {
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    if (/\[event\]\[equals\]$/.test(key)) return parseId(Array.isArray(value) ? value[0] : value)
  }
  const nested = /"event":\{"equals":"?(\d+)"?\}/.exec(JSON.stringify(searchParams?.where ?? null))
  return nested ? parseId(nested[1]) : null
}

/**
 * Above the event registrations list in /admin: download them for one event or all, as Excel
 * (every cell text) or CSV, times on Dhaka clocks; the event the list shows is chosen to begin
 * with. A plain form, so it works without any script.
 */
export async function RegistrationsExport({
  payload,
  user,
  i18n,
  searchParams,
}: BeforeListTableServerProps) {
  const text = i18n.language === 'bn-BD' ? TEXT.bn : TEXT.en
  const { docs: events } = await payload.find({
    collection: 'events',
    where: { type: { in: ['Event', 'Alumni'] } },
    sort: '-start_date',
    limit: 200,
    depth: 0,
    select: { name: true, start_date: true },
    overrideAccess: false,
    user,
  })
  const inView = eventInView(searchParams)
  const field = { display: 'grid', gap: '0.25rem' } as const
  const control = { minHeight: '2.5rem', padding: '0 0.5rem' } as const
  return (
    <form
      method="get"
      action="/api/event-registrations/export"
      aria-label={text.heading}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '0.75rem',
        alignItems: 'end',
        margin: '1rem 0',
      }}
    >
      <label style={field}>
        <span>{text.event}</span>
        <select
          name="event"
          defaultValue={String(events.find((e) => e.id === inView)?.id ?? '')}
          style={control}
        >
          <option value="">{text.all}</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.name} (
              {formatStaffDate(event.start_date, i18n.language === 'bn-BD' ? 'bn' : 'en')})
            </option>
          ))}
        </select>
      </label>
      <label style={field}>
        <span>{text.format}</span>
        <select name="format" defaultValue="xlsx" style={control}>
          <option value="xlsx">{text.excel}</option>
          <option value="csv">{text.csv}</option>
        </select>
      </label>
      <button
        type="submit"
        className="btn btn--style-secondary btn--size-medium"
        style={{ margin: 0 }}
      >
        {text.download}
      </button>
    </form>
  )
}
