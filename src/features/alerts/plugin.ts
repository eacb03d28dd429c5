import { featurePlugin } from '@/lib/payload/feature-plugin'

import { expireAlertTask } from './expire'
import { queueExpiry } from './queue-expiry'

/** An alert with an end leaves every page at that time: its end is queued on save and run as a job. */
export const alertsPlugin = featurePlugin({ alerts: { hooks: { afterChange: [queueExpiry] } } }, [
  expireAlertTask,
])
