import type { TaskConfig } from 'payload'

import { revalidateSite } from '@/hooks/revalidate-site'

export const EXPIRE_ALERT_TASK = 'expireAlert'

/**
 * Redraws the cached pages once an alert's time is up, so a page read without JavaScript (and
 * the first paint of every page) stops showing it; open pages drop it on their own at `until`.
 */
export const expireAlertTask: TaskConfig<'expireAlert'> = {
  slug: EXPIRE_ALERT_TASK,
  label: 'Take down a site alert',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'alert', type: 'number', required: true }],
  handler: ({ req }) => {
    revalidateSite(req.context)
    return { output: {} }
  },
}
