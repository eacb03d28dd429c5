import { EmptyState } from '@/components/ui/error-card'
import { PageBanner } from '@/components/ui/section'
import { Tabs } from '@/components/ui/tabs.client'
import { env } from '@/lib/env'

import { clampMonth, dhakaDay, monthOf } from '@/lib/dhaka-days'
import { listCalendarItems } from '../queries'

import { CalendarLegend } from './calendar-legend'
import { CalendarList } from './calendar-list'
import { MonthCalendar } from './month-calendar.client'
import { SubscribeCard } from './subscribe-card'

/** /calendar: holidays, exams, admissions and school events as a month grid or a list. */
export async function AcademicCalendar() {
  const { window, items } = await listCalendarItems()
  const today = dhakaDay(new Date()) ?? window.firstDay
  const year = Number(window.firstDay.slice(0, 4))
  const initialMonth = clampMonth(monthOf(today), window)
  return (
    <>
      <PageBanner
        title="Academic Calendar"
        subtitle={`Holidays, examinations, admission dates and school events for ${year} and ${year + 1}.`}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        {items.length === 0 ? (
          <EmptyState>No calendar entries yet.</EmptyState>
        ) : (
          <>
            <CalendarLegend />
            <div className="mt-6">
              <Tabs
                label="Calendar views"
                tabs={[
                  {
                    label: 'Month',
                    content: (
                      <MonthCalendar
                        items={items}
                        bounds={{ firstMonth: window.firstMonth, lastMonth: window.lastMonth }}
                        initialMonth={initialMonth}
                        renderedToday={today}
                      />
                    ),
                  },
                  { label: 'List', content: <CalendarList items={items} month={initialMonth} /> },
                ]}
              />
            </div>
            <p className="mt-8 text-sm text-slate-600">
              Holidays that depend on the sighting of the moon (the two Eids, Ashura,
              Eid-e-Miladunnabi) may move by a day; the school confirms them by notice.
            </p>
          </>
        )}
        <div className="mt-10">
          <SubscribeCard siteUrl={env.SERVER_URL} />
        </div>
      </div>
    </>
  )
}
