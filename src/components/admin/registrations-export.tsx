import type { BeforeListTableServerProps } from 'payload'

/**
 * Above the event registrations list in /admin: download them as CSV, for one event or all.
 * A plain form, so it works without any script.
 */
export async function RegistrationsExport({ payload, user }: BeforeListTableServerProps) {
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
  return (
    <form
      method="get"
      action="/api/event-registrations/export"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '0.75rem',
        alignItems: 'end',
        margin: '1rem 0',
      }}
    >
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        <span>Export registrations as CSV</span>
        <select name="event" defaultValue="" style={{ minHeight: '2.5rem', padding: '0 0.5rem' }}>
          <option value="">All events</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.name} ({event.start_date.slice(0, 10)})
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="btn btn--style-secondary btn--size-medium"
        style={{ margin: 0 }}
      >
        Download CSV
      </button>
    </form>
  )
}
