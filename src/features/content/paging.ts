import type { Paged } from '@/lib/pagination'
import { toPageNumber, toSearchText } from '@/lib/pagination'

export type ListQuery = { q: string; page: number }

/** The list state from the address: trimmed search text and a page number (bad input → defaults). */
export function readListQuery(
  searchParams: Record<string, string | string[] | undefined>,
): ListQuery {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  return {
    q: toSearchText(first(searchParams.q)) ?? '',
    page: toPageNumber(first(searchParams.page)),
  }
}

/**
 * Runs a paged query; a page past the end shows the last page instead of an error or a blank
 * screen (a shared link may outlive deleted items).
 */
export async function withinRange<T>(
  page: number,
  load: (page: number) => Promise<Paged<T>>,
): Promise<Paged<T>> {
  const result = await load(page)
  if (result.docs.length === 0 && result.totalDocs > 0 && page > result.totalPages)
    return load(result.totalPages)
  return result
}
