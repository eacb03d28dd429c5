import type { CollectionConfig } from 'payload'

import { isStaff } from './is-staff'
import { publishedOrStaff } from './published-or-staff'

/**
 * Content the office writes and everyone reads once published (news, events, notices). Drafts
 * and earlier versions are the office's working copies, never the public's.
 */
export const publishedContentAccess: CollectionConfig['access'] = {
  read: publishedOrStaff,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
  readVersions: isStaff,
}
