import { getTranslations } from 'next-intl/server'

import { timeLabel } from '@/features/calendar/labels'
import { formatDate, formatNumber, formatTaka } from '@/lib/format'
import type { Locale } from '@/i18n/locales'

type Ticket = { id: string; name: string; price: number; left?: number | null }

/**
 * A reunion's ticket types with their prices (and, where counted, the seats left) and when
 * registration closes.
 */
export async function ReunionTickets({
  tickets,
  closes,
  open,
  locale,
  showLeft = false,
}: {
  tickets: Ticket[]
  closes: string | null
  open: boolean
  locale: Locale
  showLeft?: boolean
}) {
  const t = await getTranslations('Reunion')
  return (
    <section
      className="mt-6 rounded-2xl border border-slate-200 p-5"
      aria-labelledby="reunion-tickets"
    >
      <h2 id="reunion-tickets" className="text-2xl font-bold text-slate-900">
        {t('title')}
      </h2>
      <table className="mt-3 w-full text-left">
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-600">
            <th className="py-2 font-medium">{t('ticket')}</th>
            <th className="py-2 font-medium">{t('price')}</th>
            {showLeft ? <th className="py-2 font-medium">{t('left')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id} className="border-b border-slate-100">
              <td className="py-2">{ticket.name}</td>
              <td className="py-2">
                {ticket.price ? formatTaka(ticket.price, locale) : t('free')}
              </td>
              {showLeft ? (
                <td className="py-2">
                  {ticket.left === null || ticket.left === undefined
                    ? t('noLimit')
                    : ticket.left === 0
                      ? t('soldOut')
                      : formatNumber(ticket.left, locale)}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 font-medium text-slate-800">
        {open && closes
          ? t('closes', { date: formatDate(closes, locale), time: timeLabel(closes, locale) })
          : open
            ? null
            : t('closed')}
      </p>
    </section>
  )
}
