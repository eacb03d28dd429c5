import { describe, expect, it } from 'vitest'

import { formatReadTime, lexicalToPlainText, readTimeMinutes } from './read-time'

const lexical = (...paragraphs: string[]) => ({
  root: {
    children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })),
  },
})

describe('read time', () => {
  it('reads the text out of Lexical rich text', () => {
    expect(lexicalToPlainText(lexical('Annual sports day', 'was held on Friday.'))).toBe(
      'Annual sports day was held on Friday.',
    )
    expect(lexicalToPlainText(null)).toBe('')
  })

  it('counts whole minutes at 200 words a minute, never less than one', () => {
    expect(readTimeMinutes('')).toBe(1)
    expect(readTimeMinutes('word '.repeat(200))).toBe(1)
    expect(readTimeMinutes('word '.repeat(201))).toBe(2)
    expect(readTimeMinutes('word '.repeat(1000))).toBe(5)
  })

  it('labels the minutes the way the pages show them', () => {
    expect(formatReadTime(4)).toBe('4 min')
    expect(formatReadTime(null)).toBe('1 min')
  })

  it('writes the minutes in Bengali digits on Bangla pages', () => {
    expect(formatReadTime(12, 'bn')).toBe('১২ মিনিট')
  })
})
