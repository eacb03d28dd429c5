import type { CollectionConfig, Field } from 'payload'

import { publicReadStaffWrite } from '@/access/staff-managed'
import { sortOrderField } from '@/fields/sort-order'
import { revalidateHooks } from '@/hooks/revalidate-site'

type SiteContentConfig = Omit<CollectionConfig, 'access' | 'hooks'>

/** Public content that staff edit: read by anyone, and every change re-renders the site. */
export function siteContentCollection(config: SiteContentConfig): CollectionConfig {
  return { ...config, access: publicReadStaffWrite, hooks: revalidateHooks }
}

/** Site content the office orders by hand: a trailing sort-order field, lowest first. */
export function sortedListCollection(
  config: Omit<SiteContentConfig, 'defaultSort'> & { fields: Field[] },
): CollectionConfig {
  return siteContentCollection({
    ...config,
    defaultSort: 'sort_order',
    fields: [...config.fields, sortOrderField],
  })
}
