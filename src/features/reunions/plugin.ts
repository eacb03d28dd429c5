import { featurePlugin } from '@/lib/payload/feature-plugin'

import { notifyPayment } from './notify-payment'

/** A member is e-mailed their entry cards, in their language, once staff verify the payment. */
export const reunionsPlugin = featurePlugin({
  'reunion-registrations': { hooks: { afterChange: [notifyPayment] } },
})
