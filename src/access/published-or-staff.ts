import type { Access } from 'payload'

import { asStaff } from './user-kinds'

/** Staff see drafts; everyone else sees published documents only. */
export const publishedOrStaff: Access = ({ req }) => {
  if (asStaff(req.user)) return true
  return { _status: { equals: 'published' } }
}
