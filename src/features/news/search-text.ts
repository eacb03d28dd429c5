/** Words a title search looks for: a title matches when it contains every one, anywhere. */

const MAX_WORDS = 8
/** The trigram indexes can look up a word of at least this many characters. */
const INDEXED_LENGTH = 3

export function searchWords(q: string): string[] {
  return [...new Set(q.split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS)
}

export function isIndexable(word: string): boolean {
  return [...word].length >= INDEXED_LENGTH
}

/**
 * An FTS5 query that finds titles containing every word long enough for the trigram index, each
 * word a quoted phrase (its quotes doubled) so it is matched as typed; null when there is none.
 */
export function ftsQuery(words: string[]): string | null {
  const phrases = words.filter(isIndexable).map((word) => `"${word.replaceAll('"', '""')}"`)
  return phrases.length > 0 ? phrases.join(' AND ') : null
}

/** An ILIKE pattern that finds `word` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
