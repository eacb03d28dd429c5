import { getLocale, getTranslations } from 'next-intl/server'

import { EmptyState } from '@/components/ui/error-card'
import { PageBanner } from '@/components/ui/section'
import { Tabs } from '@/components/ui/tabs.client'
import { ClientMessages } from '@/i18n/client-messages'

import { clampMonth, dhakaDay, monthOf } from '@/lib/dhaka-days'
import { yearLabel } from '../labels'
import { listCalendarItems } from '../queries'

import { CalendarLegend } from './calendar-legend'
import { CalendarList } from './calendar-list'
import { MonthCalendar } from './month-calendar.client'
import { SubscribeCard } from './subscribe-card'

/** /calendar: holidays, exams, admissions and school events as a month grid or a list. */
export async function AcademicCalendar() {
  const [{ window, items }, t, locale] = await Promise.all([
    listCalendarItems(),
    getTranslations('CalendarPage'),
    getLocale(),
  ])
  const today = dhakaDay(new Date()) ?? window.firstDay
  const year = Number(window.firstDay.slice(0, 4))
  const initialMonth = clampMonth(monthOf(today), window)
  return (
    <>
      <PageBanner
        title={t('title')}
        subtitle={t('subtitle', {
          year: yearLabel(year, locale),
          nextYear: yearLabel(year + 1, locale),
        })}
      />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        {items.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <>
            <CalendarLegend />
            <div className="mt-6">
              <Tabs
                label={t('views')}
                tabs={[
                  {
                    label: t('monthView'),
                    content: (
                      <ClientMessages namespaces={['CalendarMonth', 'CalendarKinds']}>
                        <MonthCalendar
                          items={items}
                          bounds={{ firstMonth: window.firstMonth, lastMonth: window.lastMonth }}
                          initialMonth={initialMonth}
                          renderedToday={today}
                        />
                      </ClientMessages>
                    ),
                  },
                  {
                    label: t('listView'),
                    content: <CalendarList items={items} month={initialMonth} />,
                  },
                ]}
              />
            </div>
            <p className="mt-8 text-sm text-slate-600">{t('moonNote')}</p>
          </>
        )}
        <div className="mt-10">
          <SubscribeCard />
        </div>
      </div>
    </>
  )
}
