import type { Endpoint, PayloadRequest } from 'payload'

import { hasDuty } from '@/access/duties'

/** A SHA-256 fingerprint as `rememberOriginalFile` stores it: 64 lowercase hex digits. */
const FINGERPRINT = /^[0-9a-f]{64}$/

/**
 * GET /api/media/same-file/:hash — the pictures already stored with exactly these bytes, for
 * staff choosing a file to upload (the browser fingerprints it first). Staff only.
 */
export const sameFileEndpoint: Endpoint = {
  path: '/same-file/:hash',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!hasDuty(req.user, 'content'))
      return Response.json({ message: 'Staff only.' }, { status: 403 })
    const hash = String(req.routeParams?.hash ?? '')
    if (!FINGERPRINT.test(hash))
      return Response.json({ message: 'Not a file fingerprint.' }, { status: 400 })
    const { docs } = await req.payload.find({
      collection: 'media',
      where: { content_hash: { equals: hash } },
      select: { alt: true, original_name: true, filename: true },
      limit: 5,
      depth: 0,
      overrideAccess: false,
      req,
    })
    return Response.json(
      { docs: docs.map(({ id, alt, original_name, filename }) => ({ id, alt, original_name, filename })) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
