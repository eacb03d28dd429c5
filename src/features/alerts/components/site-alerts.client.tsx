'use client'

import { useEffect, useState, type ComponentType, type ReactNode } from 'react'

import { ALERT_POLL_SECONDS } from '../timing'

import type { LiveAlertsProps } from './live-alerts.client'

/**
 * Shows the server's alerts (`children`) until the code that keeps them current has loaded. A
 * page showing an alert loads it at once, so the alert can be closed; a page without one arrived
 * current and loads it for its first question a few seconds later, after its first view.
 */
export function SiteAlertsLoader({
  children,
  ...props
}: LiveAlertsProps & { children: ReactNode }) {
  const [Live, setLive] = useState<ComponentType<LiveAlertsProps> | null>(null)
  const waitMs = props.initial.length > 0 ? 0 : ALERT_POLL_SECONDS * 1000
  useEffect(() => {
    const timer = setTimeout(() => {
      void import('./live-alerts.client').then((code) => setLive(() => code.LiveAlerts))
    }, waitMs)
    return () => clearTimeout(timer)
  }, [waitMs])
  return Live ? <Live {...props} /> : children
}
