import type { PaginatedDocs } from 'payload'

export const MAX_PAGE_SIZE = 50

export type Paged<T> = {
  docs: T[]
  page: number
  limit: number
  totalDocs: number
  totalPages: number
}

export type ListParams = {
  q?: string | null
  page?: number | string | null
  limit?: number | string | null
}

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
