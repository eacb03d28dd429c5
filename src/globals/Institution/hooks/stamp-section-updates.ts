import type { Field, GlobalBeforeChangeHook } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'

import { INSTITUTION_SECTIONS, type InstitutionSection } from '../options'

type Fields = Record<string, unknown>

/** A section's own dates and language record, set here and never by what a save sends. */
const BOOKKEEPING = new Set(['updated_at', 'text_changed_in', 'text_changed_at'])

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A value as it matters to a reader: row ids dropped, a related document by its id, and empty
 * text, empty lists and missing values all alike.
 */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(comparable)
  if (!isObject(value)) return value
  // A related document comes back whole when read and as its id when sent.
  if ('id' in value && 'createdAt' in value) return value.id
  const keys = Object.keys(value)
    .filter((key) => key !== 'id' && !BOOKKEEPING.has(key))
    .sort()
  return Object.fromEntries(keys.map((key) => [key, comparable(value[key])]))
}

/** Whether a save changes any field it sends of one section (fields not sent stay as they are). */
export function sectionChanged(next: Fields, before: Fields | null | undefined): boolean {
  return Object.keys(next).some(
    (key) =>
      !BOOKKEEPING.has(key) &&
      JSON.stringify(comparable(next[key])) !== JSON.stringify(comparable(before?.[key])),
  )
}

/** Whether a field, or any field inside it, is written per language. */
function hasLocalized(field: Field): boolean {
  if ('localized' in field && field.localized) return true
  return 'fields' in field && Array.isArray(field.fields) && field.fields.some(hasLocalized)
}

/**
 * The part of a section's values written per language (names, posts, addresses), in the
 * language being saved: what the other language has to follow.
 */
export function inOneLanguage(fields: Field[], value: unknown): unknown {
  if (!isObject(value)) return null
  const kept: Fields = {}
  for (const field of fields) {
    if ('localized' in field && field.localized && 'name' in field)
      kept[field.name] = comparable(value[field.name])
    else if (!hasLocalized(field)) continue
    else if ('name' in field && field.type === 'array' && Array.isArray(value[field.name]))
      kept[field.name] = (value[field.name] as unknown[]).map((row) =>
        inOneLanguage(field.fields, row),
      )
    else if ('name' in field && field.type === 'group')
      kept[field.name] = inOneLanguage(field.fields, value[field.name])
    else if (!('name' in field) && 'fields' in field)
      Object.assign(kept, inOneLanguage(field.fields, value) as Fields)
  }
  return kept
}

/** Which language a section was last changed in, while the other has not followed yet. */
export type TextGap = { text_changed_in: Locale | null; text_changed_at: string | null }

/**
 * After a save that changes a section's text in `locale`: the first such change opens a gap (the
 * other language has not followed since), the other language's change closes it, and a further
 * change in the same language keeps the date of the first.
 */
export function nextTextGap(previous: Partial<TextGap>, locale: Locale, now: string): TextGap {
  const open = previous.text_changed_in
  if (open && open !== locale) return { text_changed_in: null, text_changed_at: null }
  if (open === locale)
    return { text_changed_in: locale, text_changed_at: previous.text_changed_at ?? now }
  return { text_changed_in: locale, text_changed_at: now }
}

/** The office's word that the other language needs no change: the section's gap is closed. */
const NO_GAP: TextGap = { text_changed_in: null, text_changed_at: null }

/** The save's context key naming the section whose other language needs no change. */
export const CLOSE_TEXT_GAP = 'closeTextGap'

/** A section's fields in the Institution page's configuration. */
function sectionFields(globalFields: Field[] | undefined, section: InstitutionSection): Field[] {
  for (const field of globalFields ?? [])
    if (field.type === 'tabs')
      for (const tab of field.tabs) if ('name' in tab && tab.name === section) return tab.fields
  return []
}

/**
 * Each section's "last updated" date moves when a save changes that section, and only then;
 * whatever date a save sends is ignored. A change to a section's text in one language is kept
 * until the other language's text is changed too (or the office says it needs none), so the
 * checklist can say which language is behind.
 */
export const stampSectionUpdates: GlobalBeforeChangeHook = ({
  data,
  originalDoc,
  global,
  req,
  context,
}) => {
  const now = new Date().toISOString()
  const locale = isLocale(req.locale) ? req.locale : null
  for (const section of INSTITUTION_SECTIONS) {
    const next: unknown = data[section]
    if (!isObject(next)) continue
    const before: unknown = originalDoc?.[section]
    const previous = isObject(before) ? before : null
    const fields = sectionFields(global.fields, section)
    const textChanged =
      locale !== null &&
      fields.length > 0 &&
      JSON.stringify(inOneLanguage(fields, next)) !==
        JSON.stringify(inOneLanguage(fields, previous))
    const gap: TextGap = {
      text_changed_in: (previous?.text_changed_in as Locale | undefined) ?? null,
      text_changed_at: (previous?.text_changed_at as string | undefined) ?? null,
    }
    data[section] = {
      ...next,
      updated_at: sectionChanged(next, previous) ? now : (previous?.updated_at ?? null),
      ...(context[CLOSE_TEXT_GAP] === section
        ? NO_GAP
        : textChanged && locale
          ? nextTextGap(gap, locale, now)
          : gap),
    }
  }
  return data
}
