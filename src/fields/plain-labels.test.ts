import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { withPlainLabels } from './plain-labels'

const news: CollectionConfig = {
  slug: 'news',
  admin: { group: 'Content' },
  fields: [
    { name: 'short_description', type: 'textarea' },
    { name: 'current_village', label: 'Current address', type: 'text' },
    { name: 'is_featured', type: 'checkbox' },
    {
      type: 'tabs',
      tabs: [{ label: 'More', fields: [{ name: 'herosection_image_10', type: 'text' }] }],
    },
    { name: 'made_up_code', type: 'text' },
  ],
}

describe('withPlainLabels', () => {
  const plain = withPlainLabels(news)
  const field = (i: number) =>
    plain.fields[i] as { label?: unknown; admin?: { components?: unknown } }

  it('names the collection, its sidebar section and its fields in both panel languages', () => {
    expect(plain.labels).toEqual({
      singular: { en: 'News item', 'bn-BD': 'সংবাদ' },
      plural: { en: 'News', 'bn-BD': 'সংবাদ' },
    })
    expect(plain.admin?.group).toEqual({ en: 'Content', 'bn-BD': 'কনটেন্ট' })
    expect(field(0).label).toEqual({ en: 'Summary', 'bn-BD': 'সংক্ষিপ্ত বিবরণ' })
    const tabs = plain.fields[3] as { tabs: { fields: { label?: unknown }[] }[] }
    expect(tabs.tabs[0]!.fields[0]!.label).toEqual({
      en: 'Top picture 10',
      'bn-BD': 'ওপরের ছবি ১০',
    })
  })

  it('keeps English words a field already has and adds their Bangla', () => {
    expect(field(1).label).toEqual({ en: 'Current address', 'bn-BD': 'বর্তমান ঠিকানা' })
  })

  it('shows yes/no fields as words in lists, and leaves unknown names alone', () => {
    expect(field(2).admin?.components).toEqual({
      Cell: '@/components/admin/yes-no-cell#YesNoCell',
    })
    expect(field(4).label).toBeUndefined()
  })
})
