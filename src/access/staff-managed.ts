import type { CollectionConfig, GlobalConfig } from 'payload'

import { anyone } from './anyone'
import { withDuty, type Duty } from './duties'
import { isAdmin } from './is-admin'

type CollectionAccess = NonNullable<CollectionConfig['access']>
type GlobalAccess = NonNullable<GlobalConfig['access']>

/** Site content: everyone reads it, staff with the content duty change it. */
export const publicReadStaffWrite: CollectionAccess = {
  read: anyone,
  create: withDuty('content'),
  update: withDuty('content'),
  delete: withDuty('content'),
}

/** Site settings (a page's texts and pictures): everyone reads them; the content duty changes them and sees their history. */
export const publicReadStaffUpdate: GlobalAccess = {
  read: anyone,
  update: withDuty('content'),
  readVersions: withDuty('content'),
}

/** Office records of one duty: only staff who hold it see or change them. */
export function dutyOnly(duty: Duty): CollectionAccess {
  return {
    read: withDuty(duty),
    create: withDuty(duty),
    update: withDuty(duty),
    delete: withDuty(duty),
  }
}

/** Messages sent in from the public site: anyone sends, the office handles, only an admin deletes. */
export const staffInbox: CollectionAccess = {
  create: anyone,
  read: withDuty('inbox'),
  update: withDuty('inbox'),
  delete: isAdmin,
}
