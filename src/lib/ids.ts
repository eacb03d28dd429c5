/** A document id from a URL: a positive whole number, or null for anything else. */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const text = String(value).trim()
  if (!/^[1-9]\d{0,15}$/.test(text)) return null
  return Number(text)
}
