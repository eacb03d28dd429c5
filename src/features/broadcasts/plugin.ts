import { featurePlugin } from '@/lib/payload/feature-plugin'

import { broadcastFromAlert } from './draft-from-alert'
import { broadcastFromNotice } from './draft-from-notice'
import { keepFigures } from './keep-figures'
import { broadcastPlanEndpoint } from './plan-endpoint'
import { queueSending } from './queue-sending'
import { sendBroadcastTask } from './send'

/**
 * What the broadcasts feature does with the Broadcasts collection: counts recipients, parts and
 * cost on every save (and refuses a send that changed under it), queues the send at its time, runs
 * it as a job, and answers the admin's "plan" and "draft from a notice or an alert" calls.
 */
export const broadcastsPlugin = featurePlugin(
  {
    broadcasts: {
      hooks: { beforeChange: [keepFigures], afterChange: [queueSending] },
      endpoints: [broadcastFromNotice, broadcastFromAlert, broadcastPlanEndpoint],
    },
  },
  [sendBroadcastTask],
)
