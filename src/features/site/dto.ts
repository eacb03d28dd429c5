import { mediaPath, richTextHtml } from '@/lib/dto'

export type KeyValueItem = { key: string; value: string }

const BOOKKEEPING = new Set(['id', 'globalType', 'createdAt', 'updatedAt', '_status'])

function toValue(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value.trim() === '' ? null : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.length > 0 ? JSON.stringify(value) : null
  if (typeof value === 'object') {
    if ('root' in value) return richTextHtml(value) || null
    if ('url' in value) return mediaPath(value as { url?: string | null })
  }
  return null
}

/**
 * A settings global as the old API's list of `{ key, value }` items: images as relative paths,
 * rich text as HTML, lists JSON-encoded; empty settings are left out.
 */
export function toKeyValueItems(settings: object): KeyValueItem[] {
  const items: KeyValueItem[] = []
  for (const [key, raw] of Object.entries(settings)) {
    if (BOOKKEEPING.has(key)) continue
    const value = toValue(raw)
    if (value !== null) items.push({ key, value })
  }
  return items
}
