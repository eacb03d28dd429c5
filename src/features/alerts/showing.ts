import type { AlertDto } from './dto'

/**
 * The alerts a visitor closed, in a cookie without an end date: it lasts the browser session, in
 * every tab. Only the browser reads it; pages are the same for everyone.
 */
export const CLOSED_ALERTS_COOKIE = 'closed-alerts'
/** Enough for any real session; the oldest are forgotten first. */
const MAX_CLOSED = 20

/** An alert closed once stays closed for the session; changed by staff, it is a new one. */
export function dismissKey(alert: Pick<AlertDto, 'id' | 'updated_at'>): string {
  return `${alert.id}@${Date.parse(alert.updated_at)}`
}

/** The alerts to show at `now`: not ended and not closed by the visitor. */
export function alertsToShow(
  alerts: readonly AlertDto[],
  now: number,
  dismissed: ReadonlySet<string>,
): AlertDto[] {
  return alerts.filter((a) => Date.parse(a.until) > now && !dismissed.has(dismissKey(a)))
}

/** Milliseconds from `now` until the first of `alerts` ends, or null when none is shown. */
export function msUntilNextEnd(alerts: readonly AlertDto[], now: number): number | null {
  if (alerts.length === 0) return null
  return Math.max(0, Math.min(...alerts.map((a) => Date.parse(a.until))) - now)
}

/** The closed alerts as the cookie keeps them; anything unreadable counts as none. */
export function readClosedAlerts(cookieHeader: string): Set<string> {
  const prefix = `${CLOSED_ALERTS_COOKIE}=`
  const value = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
  return new Set((value ?? '').split('_').filter((key) => /^\d+@\d+$/.test(key)))
}

/** The `document.cookie` assignment that keeps `closed` for the rest of the browser session. */
export function closedAlertsCookie(closed: Iterable<string>, secure: boolean): string {
  const value = [...closed].slice(-MAX_CLOSED).join('_')
  return `${CLOSED_ALERTS_COOKIE}=${value}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}
