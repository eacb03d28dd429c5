import type { CollectionConfig, GlobalConfig } from 'payload'

import { anyone } from './anyone'
import { isAdmin } from './is-admin'
import { isStaff } from './is-staff'

type CollectionAccess = NonNullable<CollectionConfig['access']>
type GlobalAccess = NonNullable<GlobalConfig['access']>

/** Site content: everyone reads it, only staff change it. */
export const publicReadStaffWrite: CollectionAccess = {
  read: anyone,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}

/** Site settings (a page's texts and pictures): everyone reads them, only staff change or see their history. */
export const publicReadStaffUpdate: GlobalAccess = {
  read: anyone,
  update: isStaff,
  readVersions: isStaff,
}

/** Private office records: only staff see or change them. */
export const staffOnly: CollectionAccess = {
  read: isStaff,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}

/** Messages sent in from the public site: anyone sends, staff handle, only an admin deletes. */
export const staffInbox: CollectionAccess = {
  create: anyone,
  read: isStaff,
  update: isStaff,
  delete: isAdmin,
}
