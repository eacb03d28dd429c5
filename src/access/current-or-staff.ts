import type { Access } from 'payload'

import { asStaff } from './user-kinds'

/** Staff see every alert; everyone else only those whose `until` is still ahead. */
export const currentOrStaff: Access = ({ req }) => {
  if (asStaff(req.user)) return true
  return { until: { greater_than: new Date().toISOString() } }
}
