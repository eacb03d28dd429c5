import { buttonClass } from '@/components/ui/button'

/** Links to the calendar feed: subscribe (stays up to date) or download once. */
export function SubscribeCard({ siteUrl }: { siteUrl: string }) {
  const feed = new URL('/calendar.ics', siteUrl)
  const webcal = `webcal://${feed.host}${feed.pathname}`
  return (
    <section
      aria-labelledby="subscribe-heading"
      className="rounded-2xl border border-brand-100 bg-brand-50/60 p-6 sm:p-8"
    >
      <h2 id="subscribe-heading" className="text-xl font-bold text-brand-900 sm:text-2xl">
        Subscribe
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Add the school calendar to your phone or computer and new dates appear there by themselves:
        it works with Google Calendar, Apple Calendar and Outlook.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={webcal} className={buttonClass('primary')}>
          Subscribe in your calendar app
        </a>
        <a href="/calendar.ics" download className={buttonClass('secondary')}>
          Download calendar (.ics)
        </a>
      </div>
      <p className="mt-4 text-sm text-slate-600">
        Google Calendar on a computer: Other calendars → From URL, then paste{' '}
        <code className="rounded bg-white px-1.5 py-0.5 break-all text-slate-800">
          {feed.toString()}
        </code>
      </p>
    </section>
  )
}
