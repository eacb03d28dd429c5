import { describe, expect, it } from 'vitest'

import { containsPattern, ftsQuery, isIndexable, searchWords } from './search-text'

describe('title search words', () => {
  it('splits on any white space, once per word, at most eight', () => {
    expect(searchWords('  science\tfair  science ')).toEqual(['science', 'fair'])
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
    expect(searchWords('   ')).toEqual([])
  })

  it('counts characters, not bytes, for the trigram index', () => {
    expect(isIndexable('ab')).toBe(false)
    expect(isIndexable('২০২৬')).toBe(true)
    expect(isIndexable('মে')).toBe(false)
  })

  it('quotes each indexable word as a phrase, so FTS5 operators are read as text', () => {
    expect(ftsQuery(['science', 'ab', 'say "hi"', 'OR', 'NEAR(x'])).toBe(
      '"science" AND "say ""hi""" AND "NEAR(x"',
    )
    expect(ftsQuery(['ab', 'c'])).toBeNull()
  })

  it('takes LIKE wildcards in a word literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })
})
