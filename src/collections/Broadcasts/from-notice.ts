import type { Endpoint } from 'payload'

import { asStaff } from '@/access/user-kinds'
import { env } from '@/lib/env'

/** The SMS a notice becomes: its Bangla title (English where there is none) and its address. */
export function noticeSmsText(title: string, noticeId: number | string): string {
  return `${title}\n${env.SERVER_URL}/bn/notices/${noticeId}`
}

/**
 * "Send to guardians" on a notice: makes a draft broadcast from it for all guardians and opens
 * it, so staff only check the audience and the cost before sending. A form post, so no script.
 */
export const broadcastFromNotice: Endpoint = {
  path: '/from-notice',
  method: 'post',
  handler: async (req) => {
    if (!asStaff(req.user)) return Response.json({ message: 'Forbidden' }, { status: 403 })
    const form = await req.formData?.().catch(() => null)
    const noticeId = Number(form?.get('notice'))
    if (!Number.isInteger(noticeId) || noticeId <= 0)
      return Response.json({ message: 'No notice given' }, { status: 400 })
    const notice = await req.payload
      .findByID({
        collection: 'notices',
        id: noticeId,
        locale: 'bn',
        fallbackLocale: 'en',
        depth: 0,
        draft: true,
        overrideAccess: false,
        user: req.user,
      })
      .catch(() => null)
    if (!notice) return Response.json({ message: 'Notice not found' }, { status: 404 })
    const broadcast = await req.payload.create({
      collection: 'broadcasts',
      data: {
        title: notice.title,
        text: noticeSmsText(notice.title, notice.id),
        audience: 'guardians',
        channels: ['sms'],
        notice: notice.id,
        status: 'draft',
      },
      overrideAccess: false,
      user: req.user,
    })
    return Response.redirect(
      new URL(`/admin/collections/broadcasts/${broadcast.id}`, env.SERVER_URL),
      303,
    )
  },
}
