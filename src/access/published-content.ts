import type { CollectionConfig } from 'payload'

import { withDuty } from './duties'
import { publishedOrStaff } from './published-or-staff'

/**
 * Content the office writes and everyone reads once published (news, events, notices). Drafts
 * and earlier versions are the office's working copies, never the public's.
 */
export const publishedContentAccess: CollectionConfig['access'] = {
  read: publishedOrStaff,
  create: withDuty('content'),
  update: withDuty('content'),
  delete: withDuty('content'),
  readVersions: withDuty('content'),
}
