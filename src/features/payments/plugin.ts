import { featurePlugin } from '@/lib/payload/feature-plugin'

import { notifyDecision } from './notify-decision'

/** A member is e-mailed, in their language, when staff approve or reject their membership payment. */
export const paymentsPlugin = featurePlugin({
  'alumni-registrations': { hooks: { afterChange: [notifyDecision] } },
})
