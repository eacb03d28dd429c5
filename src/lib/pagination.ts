import type { PaginatedDocs } from 'payload'

export const MAX_PAGE_SIZE = 50

export type Paged<T> = {
  docs: T[]
  page: number
  limit: number
  totalDocs: number
  totalPages: number
}

/**
 * What a list is asked for, from an address, an API call or a page: search text, a page number
 * from 1 and a page size. Each is optional; readers settle them (bad input → defaults).
 */
export type ListRequest = {
  q?: string | null
  page?: number | null
  limit?: number | null
}

/** A list request whose page and page size are settled (an API call's or a paged reader's). */
export type SettledListRequest = ListRequest & { page: number; limit: number }

/** A page number from user input: a whole number from 1, else 1. */
export function toPageNumber(value: unknown): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1
}

/** A page size from user input, capped so no request can ask for everything. */
export function toPageSize(value: unknown, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE_SIZE) : fallback
}

/** Trimmed search text, or undefined when there is nothing to search for. */
export function toSearchText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  // A NUL byte matches nothing, and Postgres refuses it in a query (a 500).
  const text = value.replaceAll('\u0000', '').trim().slice(0, 100)
  return text.length > 0 ? text : undefined
}

export function toPaged<T>(result: PaginatedDocs<T>): Paged<T> {
  return {
    docs: result.docs,
    page: result.page ?? 1,
    limit: result.limit,
    totalDocs: result.totalDocs,
    totalPages: Math.max(1, result.totalPages),
  }
}

/** The list state from the address: trimmed search text and a page number (bad input → defaults). */
export function readListQuery(
  searchParams: Record<string, string | string[] | undefined>,
): ListRequest & { q: string; page: number } {
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

/** A run of items in one sorted list: where it starts and how many. */
export type Span = { offset: number; count: number }

/**
 * Page `page` of `size` of a list made of two sorted parts laid end to end (the first
 * `firstLength` long): the span to read from each part.
 */
export function splitPage(page: number, size: number, firstLength: number): [Span, Span] {
  const start = (page - 1) * size
  const end = start + size
  return [
    { offset: start, count: Math.max(0, Math.min(end, firstLength) - start) },
    {
      offset: Math.max(0, start - firstLength),
      count: Math.max(0, end - Math.max(start, firstLength)),
    },
  ]
}

/** The pages of `size` that hold `span`, and how many items of the first page come before it. */
export function pagesHolding({ offset, count }: Span, size: number) {
  if (count <= 0) return { pages: [], skip: 0 }
  const first = Math.floor(offset / size) + 1
  const last = Math.floor((offset + count - 1) / size) + 1
  return {
    pages: Array.from({ length: last - first + 1 }, (_, i) => first + i),
    skip: offset - (first - 1) * size,
  }
}
