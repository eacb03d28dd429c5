import { entryToItem, type CalendarItem } from '@/features/calendar/items'
import type { CalendarEntryKind } from '@/lib/constants'

/** A calendar entry as staff pick it in the admin (whole days, stored at noon UTC), as an item. */
export function entryItem(
  id: number,
  title: string,
  kind: CalendarEntryKind,
  first: string,
  last?: string,
): CalendarItem {
  const item = entryToItem({
    id,
    title,
    kind,
    start_date: `${first}T12:00:00.000Z`,
    end_date: last ? `${last}T12:00:00.000Z` : undefined,
  })
  if (!item) throw new Error(`Not a day: ${first}`)
  return item
}
