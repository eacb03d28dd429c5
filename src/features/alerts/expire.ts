import { revalidateSite } from '@/hooks/revalidate-site'
import { documentTask } from '@/lib/document-task'

export const EXPIRE_ALERT_TASK = 'expireAlert'

/**
 * Redraws the cached pages once an alert's time is up, so a page read without JavaScript (and
 * the first paint of every page) stops showing it; open pages drop it on their own at `until`.
 */
export const expireAlertTask = documentTask<'expireAlert'>(
  EXPIRE_ALERT_TASK,
  'Take down a site alert',
  'alert',
  ({ req }) => {
    revalidateSite(req.context)
    return { output: {} }
  },
)
