/** The largest id a table holds (Postgres `serial`); a larger one in a query is a database error. */
export const MAX_ID = 2_147_483_647

/** A document id from a URL: a positive whole number, or null for anything else. */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const text = String(value).trim()
  if (!/^[1-9]\d{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= MAX_ID ? id : null
}
