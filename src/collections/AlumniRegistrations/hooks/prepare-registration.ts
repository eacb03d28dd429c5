import type { CollectionBeforeChangeHook } from 'payload'

import { asMember, asStaff } from '@/access/user-kinds'
import { normaliseTransactionId } from '@/lib/digits'
import type { AlumniRegistration } from '@/payload-types'

/**
 * Keeps the payment key in its normalised form, ties a member's registration to that member,
 * names it after its network with the network's fee at that moment, keeps a decision once made,
 * and records which staff account decided on it and when.
 */
export const prepareRegistration: CollectionBeforeChangeHook<AlumniRegistration> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const next = { ...data }
  const transactionId = next.transaction_id ?? originalDoc?.transaction_id
  next.transaction_key = transactionId ? normaliseTransactionId(transactionId) : null

  const member = asMember(req.user)
  if (operation === 'create' && member) next.user = member.id

  const networkId = typeof next.network === 'object' ? next.network?.id : next.network
  if (operation === 'create' && networkId) {
    const network = await req.payload
      .findByID({
        collection: 'alumni-resources',
        id: networkId,
        depth: 0,
        req,
        overrideAccess: false,
      })
      .catch(() => null)
    if (network) {
      next.alumni_type = network.title
      next.amount = network.membership_fee ?? null
    }
  }

  // A decision stands: a stale form or a bulk edit cannot put a decided payment back or redo it.
  if (operation === 'update' && originalDoc && originalDoc.status !== 'pending') {
    next.status = originalDoc.status
    next.decision_note = originalDoc.decision_note
  }

  const staff = asStaff(req.user)
  const decided = next.status && next.status !== 'pending' && next.status !== originalDoc?.status
  if (staff && decided) {
    next.verified_by = staff.id
    next.verified_at = new Date().toISOString()
  }
  return next
}
