import type { Endpoint, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { hasDuty } from '@/access/duties'
import { env } from '@/lib/env'

type DraftData = Omit<RequiredDataFromCollectionSlug<'broadcasts'>, 'status'>

/**
 * A "send to guardians" action on another document: a form post with the document's id in
 * `field` makes a draft broadcast from it and opens that draft, so staff check the audience,
 * parts and cost before sending. `draft` reads the document as the signed-in staff member, or
 * answers null when there is none to read.
 */
export function draftBroadcastFrom({
  path,
  field,
  draft,
}: {
  path: string
  field: string
  draft: (req: PayloadRequest, id: number) => Promise<DraftData | null>
}): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      if (!hasDuty(req.user, 'messages'))
        return Response.json({ message: 'Forbidden' }, { status: 403 })
      const form = await req.formData?.().catch(() => null)
      const id = Number(form?.get(field))
      if (!Number.isInteger(id) || id <= 0)
        return Response.json({ message: `No ${field} given` }, { status: 400 })
      const data = await draft(req, id).catch(() => null)
      if (!data) return Response.json({ message: `No such ${field}` }, { status: 404 })
      const broadcast = await req.payload.create({
        collection: 'broadcasts',
        data: { ...data, status: 'draft' },
        overrideAccess: false,
        user: req.user,
      })
      return Response.redirect(
        new URL(`/admin/collections/broadcasts/${broadcast.id}`, env.SERVER_URL),
        303,
      )
    },
  }
}
