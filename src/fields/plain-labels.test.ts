import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { collectionInPanelLanguage } from './panel-language-labels'
import { globalWithPlainLabels, withPlainLabels } from './plain-labels'

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

describe('choices of select and radio fields', () => {
  it('are named in both panel languages, identifiers in Bengali digits', () => {
    const plain = withPlainLabels({
      slug: 'users',
      fields: [
        { name: 'gender', type: 'select', options: ['Male', 'Female'] },
        { name: 'role', type: 'radio', options: [{ label: 'Teacher (9)', value: '9' }] },
        { name: 'student_class', type: 'select', options: ['10', 'AB+'] },
      ],
    })
    const options = (i: number) => (plain.fields[i] as { options: unknown[] }).options
    expect(options(0)).toEqual([
      { value: 'Male', label: { en: 'Male', 'bn-BD': 'পুরুষ' } },
      { value: 'Female', label: { en: 'Female', 'bn-BD': 'নারী' } },
    ])
    expect(options(1)).toEqual([{ value: '9', label: { en: 'Teacher', 'bn-BD': 'শিক্ষক' } }])
    expect(options(2)).toEqual([
      { value: '10', label: { en: '10', 'bn-BD': '১০' } },
      { value: 'AB+', label: { en: 'AB+', 'bn-BD': 'AB+' } },
    ])
  })

  it('have a Bangla label in every select and radio field of the admin', async () => {
    const { default: config } = await import('@/payload.config')
    const { collections, globals } = await config
    const english: string[] = []
    const walk = (slug: string, fields: unknown[]) => {
      for (const field of fields as Record<string, unknown>[]) {
        if ((field.type === 'select' || field.type === 'radio') && Array.isArray(field.options))
          for (const option of field.options as ({ label?: unknown; value: string } | string)[]) {
            const label = typeof option === 'string' ? option : option.label
            // Payload's own choices (draft status) are translated by Payload itself; a date's
            // time zone picker takes plain text, named in the panel's language by PanelWords.
            if (typeof label === 'function' || String(field.name).endsWith('_tz')) continue
            if (!(typeof label === 'object' && label !== null && 'bn-BD' in label))
              english.push(`${slug}.${String(field.name)}: ${JSON.stringify(label)}`)
          }
        if (Array.isArray(field.fields)) walk(slug, field.fields)
        if (Array.isArray(field.tabs))
          for (const tab of field.tabs as { fields: unknown[] }[]) walk(slug, tab.fields)
      }
    }
    // Payload's job queue is not shown in the admin.
    for (const each of collections.filter((c) => !c.slug.startsWith('payload-')))
      walk(each.slug, each.fields)
    for (const each of globals) walk(each.slug, each.fields)
    expect(english).toEqual([])
  }, 60_000)
})

describe('headings and help texts written in English only', () => {
  it('get their Bangla: sections, tabs, help texts and settings pages', () => {
    const plain = withPlainLabels({
      slug: 'users',
      admin: { description: 'Students, teachers and leaders who sign in on the public site.' },
      fields: [
        {
          type: 'tabs',
          tabs: [{ label: 'Profile', fields: [] }],
        },
        { type: 'collapsible', label: 'Programme', fields: [] },
        {
          name: 'sort_order',
          type: 'number',
          admin: { description: 'Lower numbers are shown first.' },
        },
      ],
    })
    expect(plain.admin?.description).toEqual({
      en: 'Students, teachers and leaders who sign in on the public site.',
      'bn-BD': 'শিক্ষার্থী, শিক্ষক ও নেতৃত্বের সদস্যরা, যাঁরা সাইটে সাইন ইন করেন।',
    })
    const [tabs, section, order] = plain.fields as {
      label?: unknown
      tabs?: { label: unknown }[]
      admin?: { description?: unknown }
    }[]
    expect(tabs!.tabs![0]!.label).toEqual({ en: 'Profile', 'bn-BD': 'প্রোফাইল' })
    expect(section!.label).toEqual({ en: 'Programme', 'bn-BD': 'কর্মসূচি' })
    expect(order!.admin?.description).toEqual({
      en: 'Lower numbers are shown first.',
      'bn-BD': 'ছোট সংখ্যা আগে দেখানো হয়।',
    })
    expect(globalWithPlainLabels({ slug: 'home', label: 'Home page', fields: [] }).label).toEqual({
      en: 'Home page',
      'bn-BD': 'হোম পেজ',
    })
  })
})

describe('list columns', () => {
  it('leave out form-only controls and what the form hides', () => {
    const plain = withPlainLabels({
      slug: 'media',
      fields: [
        { name: 'same_picture', type: 'ui', admin: { components: { Field: '/x#X' } } },
        { name: 'content_hash', type: 'text', admin: { hidden: true } },
        { name: 'alt', type: 'text' },
      ],
    })
    const admin = (i: number) => (plain.fields[i] as { admin?: Record<string, unknown> }).admin
    expect(admin(0)?.disableListColumn).toBe(true)
    expect(admin(1)).toMatchObject({ disableListColumn: true, disableListFilter: true })
    expect(admin(2)?.disableListColumn).toBeUndefined()
  })

  it('write every date day first, as the rest of the panel does, keeping a format a field chose', () => {
    const dates = withPlainLabels({
      slug: 'events',
      fields: [
        { name: 'ends', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'born', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'plain', type: 'date' },
        { name: 'month', type: 'date', admin: { date: { pickerAppearance: 'monthOnly' } } },
        { name: 'own', type: 'date', admin: { date: { displayFormat: 'yyyy' } } },
      ],
    }).fields.map((field) => (field as { admin?: { date?: { displayFormat?: string } } }).admin)
    expect(dates.map((admin) => admin?.date?.displayFormat)).toEqual([
      'd MMMM yyyy, h:mm a',
      'd MMMM yyyy',
      'd MMMM yyyy',
      undefined,
      'yyyy',
    ])
  })

  it('leave out the time zone Payload keeps beside a date', () => {
    const [until] = withPlainLabels({
      slug: 'alerts',
      fields: [{ name: 'until', type: 'date', timezone: true }],
    }).fields as { timezone: { override: (args: { baseField: object }) => unknown } }[]
    const baseField = { name: 'until_tz', type: 'select', options: [], admin: { hidden: true } }
    expect(until!.timezone.override({ baseField })).toMatchObject({
      name: 'until_tz',
      admin: { hidden: true, disableListColumn: true, disableListFilter: true },
    })
  })

  it('name an upload’s file type and keep its bookkeeping out of lists, adding no field Payload does not add', () => {
    const fields = (upload: NonNullable<CollectionConfig['upload']>) =>
      withPlainLabels({
        slug: 'media',
        upload,
        fields: [{ name: 'url', type: 'text', admin: { hidden: true } }],
      }).fields as { name: string; label?: unknown; admin?: Record<string, unknown> }[]
    const pictures = fields({ imageSizes: [{ name: 'card', width: 768 }] })
    expect(pictures.filter((field) => field.name === 'url')).toHaveLength(1)
    expect(pictures.find((field) => field.name === 'mimeType')?.label).toEqual({
      en: 'File type',
      'bn-BD': 'ফাইলের ধরন',
    })
    for (const name of ['url', 'thumbnailURL', 'focalX', 'focalY', 'sizes'])
      expect(pictures.find((field) => field.name === name)?.admin, name).toMatchObject({
        disableListColumn: true,
        disableListFilter: true,
      })
    const card = (
      pictures.find((field) => field.name === 'sizes') as unknown as {
        fields: { name: string; fields: { admin?: object }[] }[]
      }
    ).fields[0]!
    expect(card.name).toBe('card')
    for (const field of card.fields) expect(field.admin).toMatchObject({ disableListColumn: true })

    const documents = fields({ focalPoint: false }).map((field) => field.name)
    expect(documents).not.toContain('sizes')
    expect(documents).not.toContain('focalX')
  })
})

describe('labels in the panel language', () => {
  it('are resolved for each staff member’s panel, so Payload never prints the pair', () => {
    const [field] = collectionInPanelLanguage({
      slug: 'news',
      fields: [
        {
          type: 'row',
          fields: [{ name: 'title', type: 'text', label: { en: 'Title', 'bn-BD': 'শিরোনাম' } }],
        },
      ],
    }).fields as { fields: { label: unknown }[] }[]
    const label = field!.fields[0]!.label as (args: { i18n: object }) => string
    expect(label({ i18n: { language: 'bn-BD', fallbackLanguage: 'en' } })).toBe('শিরোনাম')
    expect(label({ i18n: { language: 'en', fallbackLanguage: 'en' } })).toBe('Title')
  })

  it('name the collection itself in the panel language', () => {
    const { labels } = collectionInPanelLanguage({
      slug: 'notices',
      labels: {
        singular: { en: 'Notice', 'bn-BD': 'নোটিশ' },
        plural: { en: 'Notices', 'bn-BD': 'নোটিশ' },
      },
      fields: [],
    })
    const singular = labels?.singular as (args: { i18n: object }) => string
    expect(singular({ i18n: { language: 'bn-BD', fallbackLanguage: 'en' } })).toBe('নোটিশ')
  })
})

/**
 * What the Bangla admin shows of the collections' own words, read from the whole config rather than
 * page by page: every collection's and global's name and sidebar section, every field's, tab's and
 * section's label and help text, and every choice, in the Bangla panel.
 */
describe('the Bangla panel’s own words', () => {
  type Text = unknown
  /** Text as the Bangla panel prints it; null for Payload's own words (translated by Payload). */
  function inBangla(text: Text): string | null {
    const i18n = { language: 'bn-BD', fallbackLanguage: 'en', t: (key: string) => `«${key}»` }
    const value =
      typeof text === 'function' ? (text as (a: object) => unknown)({ i18n, t: i18n.t }) : text
    if (typeof value === 'string') return value.includes('«') ? null : value
    if (value && typeof value === 'object' && 'bn-BD' in value)
      return String((value as Record<string, unknown>)['bn-BD'])
    return value === undefined ? null : JSON.stringify(value)
  }
  /** A word in Latin letters with a lowercase one (English), not an identifier like AB+ or SSC. */
  const LATIN_WORD = /\b[A-Za-z]*[a-z][A-Za-z]*\b/
  /** Names and formats the office writes in Latin letters in Bangla too. */
  const KEPT =
    /\b(bKash|Nagad|Rocket|Facebook|YouTube|LinkedIn|WhatsApp|e-?mail|QR|PDF|CSV|Excel|Google|Maps)\b/g

  async function panelWords() {
    const { default: config } = await import('@/payload.config')
    const { collections, globals } = await config
    const words: { where: string; kind: 'name' | 'help' | 'choice'; text: string }[] = []
    const add = (where: string, kind: 'name' | 'help' | 'choice', text: Text) => {
      const bangla = inBangla(text)
      if (bangla !== null) words.push({ where, kind, text: bangla })
    }
    const walk = (where: string, fields: unknown[]) => {
      for (const field of fields as Record<string, unknown>[]) {
        const admin = (field.admin ?? {}) as Record<string, unknown>
        if (admin.hidden === true || admin.disabled === true || field.hidden === true) continue
        const at = `${where}.${String(field.name ?? field.type)}`
        // A control of the form's own (type ui) draws its own words; the panel shows no label.
        if (field.type !== 'ui') {
          if (field.label !== false) add(at, 'name', field.label)
          add(at, 'help', admin.description)
        }
        if (Array.isArray(field.options))
          for (const option of field.options as ({ label?: Text } | string)[])
            if (!String(field.name).endsWith('_tz'))
              add(at, 'choice', typeof option === 'string' ? option : option.label)
        if (Array.isArray(field.fields)) walk(at, field.fields)
        if (Array.isArray(field.blocks))
          for (const block of field.blocks as {
            slug: string
            labels?: Record<string, Text>
            fields: unknown[]
          }[]) {
            add(`${at}.${block.slug}`, 'name', block.labels?.singular)
            walk(`${at}.${block.slug}`, block.fields)
          }
        if (Array.isArray(field.tabs))
          for (const tab of field.tabs as { label?: Text; fields: unknown[] }[]) {
            add(`${at}.tab`, 'name', tab.label)
            walk(at, tab.fields)
          }
      }
    }
    const shown = collections.filter((c) => !c.slug.startsWith('payload-') && !c.admin?.hidden)
    for (const each of shown) {
      add(each.slug, 'name', each.labels?.singular)
      add(each.slug, 'name', each.labels?.plural)
      add(each.slug, 'name', each.admin?.group)
      add(each.slug, 'help', each.admin?.description)
      walk(each.slug, each.fields)
    }
    for (const each of globals) {
      add(each.slug, 'name', each.label)
      add(each.slug, 'name', each.admin?.group)
      add(each.slug, 'help', each.admin?.description)
      walk(each.slug, each.fields)
    }
    return words
  }

  it('are Bangla words with Bengali digits, never a field’s code name or an empty value', async () => {
    const words = await panelWords()
    expect(words.length).toBeGreaterThan(500)
    const wrong = words.filter(({ kind, text }) => {
      if (/undefined|\[object Object\]|«/.test(text)) return true
      if (/[0-9]/.test(text.replace(/https?:\S+|\b[A-Z]{2,}[0-9]*\b/g, ''))) return true
      if (kind === 'help') return false
      return /_|[a-z][A-Z]/.test(text) || LATIN_WORD.test(text.replace(KEPT, ''))
    })
    expect(wrong.map(({ where, text }) => `${where}: ${text}`)).toEqual([])
  }, 60_000)
})
