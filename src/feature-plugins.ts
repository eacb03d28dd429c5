import type { Plugin } from 'payload'

import { alertsPlugin } from '@/features/alerts/plugin'
import { broadcastsPlugin } from '@/features/broadcasts/plugin'
import { paymentsPlugin } from '@/features/payments/plugin'
import { reunionsPlugin } from '@/features/reunions/plugin'

/**
 * The one seam through which the Payload config reaches into features: each feature that gives
 * collections their behaviour (hooks, endpoints, jobs) does it in a Payload plugin of its own,
 * listed here. Collections, globals and the config itself import no feature.
 */
/** In this order: the job tasks they add keep the order the database's list of tasks has. */
export const featurePlugins: Plugin[] = [
  broadcastsPlugin,
  alertsPlugin,
  paymentsPlugin,
  reunionsPlugin,
]
