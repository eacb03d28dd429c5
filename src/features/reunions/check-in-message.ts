import { timeLabel } from '@/features/calendar/labels'
import { formatDate } from '@/lib/format'

export type CheckIn = {
  status: 'admitted' | 'already admitted'
  name: string
  ticket: string | null
  reunion: number
  /** When the card was first admitted (now, for a card just admitted). */
  admittedAt: string
}

/** What the gate reads: who the card is for, and when they came in if it was earlier. */
export function checkInMessage(result: Pick<CheckIn, 'status' | 'name' | 'ticket' | 'admittedAt'>) {
  const who = `${result.name}, ${result.ticket ?? ''}`
  if (result.status === 'admitted') return `Admitted: ${who}.`
  return `Already admitted at ${timeLabel(result.admittedAt)} on ${formatDate(result.admittedAt, 'en')}: ${who}.`
}
