import { env } from '@/lib/env'

import { draftBroadcastFrom } from './draft-from'

/** The SMS a notice becomes: its Bangla title (English where there is none) and its address. */
export function noticeSmsText(title: string, noticeId: number | string): string {
  return `${title}\n${env.SERVER_URL}/bn/notices/${noticeId}`
}

/** "Send to guardians" on a notice: a draft SMS to all guardians with its title and address. */
export const broadcastFromNotice = draftBroadcastFrom({
  path: '/from-notice',
  field: 'notice',
  draft: async (req, id) => {
    const notice = await req.payload.findByID({
      collection: 'notices',
      id,
      locale: 'bn',
      fallbackLocale: 'en',
      depth: 0,
      draft: true,
      overrideAccess: false,
      user: req.user,
    })
    return {
      title: notice.title,
      text: noticeSmsText(notice.title, notice.id),
      audience: 'guardians',
      channels: ['sms'],
      notice: notice.id,
    }
  },
})
