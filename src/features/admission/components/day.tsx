import { useLocale } from 'next-intl'

import { dhakaDay } from '@/lib/dhaka-days'
import { formatDate } from '@/lib/format'

/** A date as the site writes it ('March 01, 2026'), marked up for machines too. */
export function Day({ value }: { value: string }) {
  const locale = useLocale()
  return (
    <time dateTime={dhakaDay(value) ?? undefined} className="whitespace-nowrap">
      {formatDate(value, locale)}
    </time>
  )
}
