import type { GlobalBeforeChangeHook } from 'payload'

import { INSTITUTION_SECTIONS } from '../options'

type Fields = Record<string, unknown>

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
    .filter((key) => key !== 'id' && key !== 'updated_at')
    .sort()
  return Object.fromEntries(keys.map((key) => [key, comparable(value[key])]))
}

/** Whether a save changes any field it sends of one section (fields not sent stay as they are). */
export function sectionChanged(next: Fields, before: Fields | null | undefined): boolean {
  return Object.keys(next).some(
    (key) =>
      key !== 'updated_at' &&
      JSON.stringify(comparable(next[key])) !== JSON.stringify(comparable(before?.[key])),
  )
}

/**
 * Each section's "last updated" date moves when a save changes that section, and only then;
 * whatever date a save sends is ignored.
 */
export const stampSectionUpdates: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const now = new Date().toISOString()
  for (const section of INSTITUTION_SECTIONS) {
    const next: unknown = data[section]
    if (!isObject(next)) continue
    const before: unknown = originalDoc?.[section]
    const previous = isObject(before) ? before : null
    data[section] = {
      ...next,
      updated_at: sectionChanged(next, previous) ? now : (previous?.updated_at ?? null),
    }
  }
  return data
}
