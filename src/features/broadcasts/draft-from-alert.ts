import { truncate } from '@/lib/format'

import { draftBroadcastFrom } from './draft-from'

/** The SMS an alert becomes: its Bangla message, then its English one (either alone if so). */
export function alertSmsText(message: { bn?: string | null; en?: string | null }): string {
  const texts = [message.bn?.trim(), message.en?.trim()].filter(Boolean)
  return [...new Set(texts)].join('\n')
}

/**
 * "Also send as SMS/e-mail to guardians" on a site alert: a draft to all guardians in both
 * languages, urgent when the alert is (so quiet hours do not hold a closure until morning).
 */
export const broadcastFromAlert = draftBroadcastFrom({
  path: '/from-alert',
  field: 'alert',
  draft: async (req, id) => {
    const read = (locale: 'en' | 'bn') =>
      req.payload.findByID({
        collection: 'alerts',
        id,
        locale,
        fallbackLocale: false,
        depth: 0,
        overrideAccess: false,
        user: req.user,
      })
    const [en, bn] = await Promise.all([read('en'), read('bn')])
    const text = alertSmsText({ en: en.message, bn: bn.message })
    if (!text) return null
    return {
      title: truncate(`Site alert: ${en.message || bn.message}`, 150),
      text,
      audience: 'guardians',
      channels: ['sms', 'email'],
      urgent: en.level === 'danger',
    }
  },
})
