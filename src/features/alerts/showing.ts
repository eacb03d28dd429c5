import type { AlertDto } from './dto'

/** Which alerts a visitor has closed in this browser session (sessionStorage). */
export const DISMISSED_STORAGE_KEY = 'site-alerts-dismissed'

/** An alert closed once stays closed for the session; changed by staff, it is a new one. */
export function dismissKey(alert: Pick<AlertDto, 'id' | 'updated_at'>): string {
  return `${alert.id}@${alert.updated_at}`
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

/** The closed alerts as kept in session storage; anything unreadable counts as none. */
export function parseDismissed(stored: string | null): Set<string> {
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]')
    return new Set(Array.isArray(parsed) ? parsed.filter((k) => typeof k === 'string') : [])
  } catch {
    return new Set()
  }
}
