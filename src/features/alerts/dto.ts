import type { AlertLevel } from '@/lib/constants'
import type { Alert } from '@/payload-types'

/** A current alert as pages and `GET /api/v1/alerts` give it, its message in one language. */
export type AlertDto = {
  id: number
  message: string
  level: AlertLevel
  /** When it stops being shown (ISO 8601, UTC). */
  until: string
  updated_at: string
}

const URGENCY: Record<AlertLevel, number> = { danger: 0, warning: 1, info: 2 }

export function toAlertDto(alert: Pick<Alert, 'id' | 'message' | 'level' | 'until' | 'updatedAt'>) {
  return {
    id: alert.id,
    message: alert.message,
    level: alert.level,
    until: new Date(alert.until).toISOString(),
    updated_at: new Date(alert.updatedAt).toISOString(),
  } satisfies AlertDto
}

/** The most urgent first; among equals, the one ending soonest. */
export function inShowingOrder(alerts: readonly AlertDto[]): AlertDto[] {
  return [...alerts].sort(
    (a, b) => URGENCY[a.level] - URGENCY[b.level] || Date.parse(a.until) - Date.parse(b.until),
  )
}
