import type { AlertLevel } from '@/lib/constants'

import type { AlertDto } from '../dto'

export type SiteAlertLabels = Record<AlertLevel, string> & { dismiss: string }

const LEVEL_STYLES: Record<AlertLevel, string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  danger: 'border-red-800 bg-red-700 text-white',
}

/**
 * The alerts as drawn, by the server into the cached page and by the browser once live. Without
 * `onDismiss` (no script yet) the close button keeps its room but stays hidden, so nothing moves.
 */
export function AlertList({
  alerts,
  labels,
  onDismiss,
}: {
  alerts: readonly AlertDto[]
  labels: SiteAlertLabels
  onDismiss?: (alert: AlertDto) => void
}) {
  if (alerts.length === 0) return null
  return (
    <div className="print:hidden">
      {alerts.map((alert) => (
        <div key={alert.id} role="alert" className={`border-b ${LEVEL_STYLES[alert.level]}`}>
          <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-2">
            <p className="flex-1 py-1.5 text-sm sm:text-base">
              <strong className="font-bold">{labels[alert.level]}:</strong> {alert.message}
            </p>
            <button
              type="button"
              onClick={onDismiss && (() => onDismiss(alert))}
              aria-label={labels.dismiss}
              className={`grid size-9 shrink-0 place-items-center rounded-lg text-2xl leading-none hover:bg-black/10 focus-visible:outline-3 focus-visible:outline-accent-500 ${onDismiss ? '' : 'invisible'}`}
            >
              ×
            </button>
          </div>
        </div>
      ))}
    </div>
  )
}
