import type { CollectionAdminOptions } from 'payload'

/** The admin sidebar's sections (site settings sit apart, under Settings). */
export type AdminGroup = 'Content' | 'Notices' | 'School' | 'Alumni' | 'Inbox' | 'People'

/**
 * Where a collection sits in the admin sidebar and the columns its list starts with. The first
 * column links to each record, so it names the record too, unless `more` gives another title.
 */
export function adminList(
  group: AdminGroup,
  columns: string[],
  more: CollectionAdminOptions = {},
): CollectionAdminOptions {
  return { useAsTitle: columns[0], defaultColumns: columns, group, ...more }
}
