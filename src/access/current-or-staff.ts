import type { Access } from 'payload'

import { hasDuty } from './duties'

/** Staff who send alerts see every one; everyone else only those whose `until` is still ahead. */
export const currentOrStaff: Access = ({ req }) => {
  if (hasDuty(req.user, 'messages')) return true
  return { until: { greater_than: new Date().toISOString() } }
}
