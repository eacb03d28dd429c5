'use client'

import { useEffect, useState } from 'react'

import { ALERT_POLL_SECONDS } from '../timing'
import type { Locale } from '@/i18n/locales'

import type { AlertDto } from '../dto'
import {
  alertsToShow,
  closedAlertsCookie,
  dismissKey,
  msUntilNextEnd,
  readClosedAlerts,
} from '../showing'
import { AlertList, type SiteAlertLabels } from './alert-list'

export type LiveAlertsProps = { initial: AlertDto[]; locale: Locale; labels: SiteAlertLabels }

const POLL_MS = ALERT_POLL_SECONDS * 1000

function keepClosed(closed: ReadonlySet<string>): void {
  document.cookie = closedAlertsCookie(closed, window.location.protocol === 'https:')
}

async function fetchAlerts(locale: Locale): Promise<AlertDto[] | null> {
  try {
    // Without cookies the answer is the one every visitor shares, kept in the app's memory.
    const response = await fetch(`/api/v1/alerts?locale=${locale}`, { credentials: 'omit' })
    if (!response.ok) return null
    const body = (await response.json()) as { data?: unknown }
    return Array.isArray(body.data) ? (body.data as AlertDto[]) : null
  } catch {
    return null
  }
}

/**
 * The alerts once the page is live: while it is open and visible it asks for the current ones
 * every few seconds, drops each at its end and keeps the ones the visitor closed away.
 */
export function LiveAlerts({ initial, locale, labels }: LiveAlertsProps) {
  const [alerts, setAlerts] = useState(initial)
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => readClosedAlerts(document.cookie))
  const [now, setNow] = useState(Date.now)

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined
    const refresh = async () => {
      const current = await fetchAlerts(locale)
      if (current) setAlerts(current)
      // An alert closed in another tab closes here too.
      setClosed(readClosedAlerts(document.cookie))
      setNow(Date.now())
    }
    const stop = () => clearInterval(timer)
    const start = () => {
      stop()
      void refresh()
      timer = setInterval(refresh, POLL_MS)
    }
    // A hidden tab asks nothing; it catches up as soon as it is shown again.
    const onVisibility = () => (document.hidden ? stop() : start())
    if (!document.hidden) start()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [locale])

  const shown = alertsToShow(alerts, now, closed)

  useEffect(() => {
    const wait = msUntilNextEnd(shown, now)
    if (wait === null || wait > POLL_MS) return
    const timer = setTimeout(() => setNow(Date.now()), wait + 50)
    return () => clearTimeout(timer)
  }, [shown, now])

  const dismiss = (alert: AlertDto) => {
    const next = new Set(closed).add(dismissKey(alert))
    keepClosed(next)
    setClosed(next)
  }

  return <AlertList alerts={shown} labels={labels} onDismiss={dismiss} />
}
