import { QUIET_HOURS } from '@/lib/constants'

const HOUR_MS = 60 * 60 * 1000
/** Bangladesh keeps UTC+6 all year. */
const DHAKA_OFFSET_MS = 6 * HOUR_MS

const dhakaHour = (at: Date) => new Date(at.getTime() + DHAKA_OFFSET_MS).getUTCHours()

/** Whether an instant falls in the night when no non-urgent SMS is sent (Dhaka time). */
export function isQuietHour(at: Date): boolean {
  const hour = dhakaHour(at)
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until
}

/** When an SMS meant for `at` may go: `at` itself, or the next morning's end of quiet hours. */
export function smsSendingTime(at: Date, urgent: boolean): Date {
  if (urgent || !isQuietHour(at)) return at
  const local = new Date(at.getTime() + DHAKA_OFFSET_MS)
  const morning = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + (local.getUTCHours() >= QUIET_HOURS.from ? 1 : 0),
    QUIET_HOURS.until,
  )
  return new Date(morning - DHAKA_OFFSET_MS)
}
