import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { siteContentCollection } from '@/fields/site-content-collection'
import { COMMUNITY_GROUPS } from '@/lib/constants'

/** Office bearers and members of an alumni network, grouped GB / EC / GM. */
export const CommunityMembers: CollectionConfig = siteContentCollection('community-members', {
  labels: { singular: 'Community member', plural: 'Community members' },
  admin: adminList('Alumni', ['alumni', 'network', 'type', 'designation', 'from_year', 'to_year'], {
    useAsTitle: 'member_id',
  }),
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      options: Object.entries(COMMUNITY_GROUPS).map(([value, label]) => ({
        value,
        label: `${value} — ${label}`,
      })),
      index: true,
    },
    { name: 'alumni', type: 'relationship', relationTo: 'alumni', required: true },
    {
      name: 'network',
      type: 'relationship',
      relationTo: 'alumni-resources',
      required: true,
      index: true,
    },
    { name: 'member_id', type: 'text', maxLength: 40 },
    { name: 'designation', type: 'text', maxLength: 120 },
    {
      type: 'row',
      fields: [
        { name: 'from_year', type: 'number', min: 1900, max: 2100 },
        { name: 'to_year', type: 'number', min: 1900, max: 2100 },
      ],
    },
    { name: 'responsibility', type: 'text', maxLength: 200 },
    { name: 'description', type: 'textarea', maxLength: 500 },
  ],
})
