import type { Access } from 'payload'

import { hasDuty } from './duties'

/** The content duty sees drafts; everyone else sees published documents only. */
export const publishedOrStaff: Access = ({ req }) => {
  if (hasDuty(req.user, 'content')) return true
  return { _status: { equals: 'published' } }
}
