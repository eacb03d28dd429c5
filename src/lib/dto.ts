import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

/** Pieces every feature DTO mapper shares: image paths, text lists, rich text, flags. */

type MediaLike = { url?: string | null } | number | null | undefined

/**
 * The relative path of an uploaded image (old API clients join it to the backend host), or null
 * when the relation is empty or was not populated.
 */
export function mediaPath(media: MediaLike): string | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  const url = media.url
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  } catch {
    return null
  }
}

/** The texts of a Payload list-of-text field (`[{ value }]`). */
export function textValues(
  rows: readonly { value?: string | null }[] | null | undefined,
): string[] {
  return (rows ?? []).map((row) => row.value?.trim() ?? '').filter((v) => v.length > 0)
}

/** A JSON-encoded list of strings, the way the old site's speakers_info, subject … are sent. */
export function jsonList(values: readonly string[]): string {
  return JSON.stringify(values)
}

/** Rich text (Lexical) as HTML; an empty or malformed value gives ''. */
export function richTextHtml(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  try {
    return convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true })
  } catch {
    return ''
  }
}

/** The id of a relation, populated or not. */
export function relationId(value: number | { id: number } | null | undefined): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}

/** Booleans go out as 1 / 0, matching the old site's `is_featured=1` and `status` 1 = approved. */
export function flag(value: boolean | null | undefined): 1 | 0 {
  return value ? 1 : 0
}

/** The named optional fields of a document as they are, with each missing one sent as null. */
export function orNull<T extends object, K extends keyof T>(
  doc: T,
  keys: readonly K[],
): { [P in K]-?: Exclude<T[P], undefined> | null } {
  return Object.fromEntries(keys.map((key) => [key, doc[key] ?? null])) as {
    [P in K]-?: Exclude<T[P], undefined> | null
  }
}
