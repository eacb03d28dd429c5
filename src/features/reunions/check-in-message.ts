import { timeLabel } from '@/features/calendar/labels'
import { formatDate } from '@/lib/format'

export type CheckIn = {
  status: 'admitted' | 'already admitted'
  name: string
  ticket: string | null
  reunion: number
  /** Whether the registration's payment was confirmed by the office, or it cost nothing. */
  payment: 'paid' | 'free'
  /** When the card was first admitted (now, for a card just admitted). */
  admittedAt: string
}

/**
 * What the gate reads: who the card is for, whether it was paid or free, and when they came in if
 * it was earlier.
 */
export function checkInMessage(
  result: Pick<CheckIn, 'status' | 'name' | 'ticket' | 'admittedAt' | 'payment'>,
) {
  const who = `${result.name}, ${result.ticket ?? ''}`
  const paid = result.payment === 'free' ? 'Free ticket.' : 'Paid, confirmed by the office.'
  if (result.status === 'admitted') return `Admitted: ${who}. ${paid}`
  return `Already admitted at ${timeLabel(result.admittedAt)} on ${formatDate(result.admittedAt, 'en')}: ${who}. ${paid}`
}
