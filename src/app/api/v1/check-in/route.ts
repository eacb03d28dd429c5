import { admitEntryCard } from '@/features/reunions/check-in'
import { apiRoute, getViewer, readBody } from '@/app/api/v1/_shared/api-route'

/**
 * POST /api/v1/check-in: `code` from an entry card (its QR text or the short code under it);
 * staff or a volunteer. Answers `admitted`, or `already admitted` with when, who the card is for
 * and whether it was paid or free.
 */
export const POST = apiRoute(async (request) => {
  const result = await admitEntryCard(await readBody(request), await getViewer(request))
  return {
    message: result.status,
    data: {
      status: result.status,
      name: result.name,
      ticket: result.ticket,
      reunion_id: result.reunion,
      admitted_at: result.admittedAt,
      payment: result.payment,
    },
  }
})
