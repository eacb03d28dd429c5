import { describe, expect, it } from 'vitest'

import { flag, jsonList, mediaPath, orNull, relationId, richTextHtml, textValues } from './dto'

describe('mediaPath', () => {
  it('answers the relative path of a populated image, null otherwise', () => {
    expect(mediaPath({ url: 'http://localhost:3000/api/media/file/a.webp' })).toBe(
      '/api/media/file/a.webp',
    )
    expect(mediaPath({ url: '/api/media/file/b.webp' })).toBe('/api/media/file/b.webp')
    expect(mediaPath(12)).toBeNull()
    expect(mediaPath(null)).toBeNull()
    expect(mediaPath({ url: null })).toBeNull()
  })
})

describe('lists, rich text and flags', () => {
  it('JSON-encodes the non-blank texts of a list field', () => {
    const rows = [{ value: ' Dr. Rahman ' }, { value: '' }, { value: 'Ms. Akter' }]
    expect(jsonList(textValues(rows))).toBe('["Dr. Rahman","Ms. Akter"]')
    expect(jsonList(textValues(null))).toBe('[]')
  })

  it('renders Lexical rich text as HTML and anything else as empty', () => {
    const doc = {
      root: {
        type: 'root',
        version: 1,
        children: [
          {
            type: 'paragraph',
            version: 1,
            children: [{ type: 'text', version: 1, text: 'Hi <b>' }],
          },
        ],
      },
    }
    const html = richTextHtml(doc)
    expect(html).toContain('<p')
    expect(html).toContain('Hi &lt;b&gt;')
    expect(richTextHtml(null)).toBe('')
    expect(richTextHtml('<script>')).toBe('')
  })

  it('turns relations into ids and booleans into 1/0', () => {
    expect(relationId({ id: 4 })).toBe(4)
    expect(relationId(5)).toBe(5)
    expect(relationId(null)).toBeNull()
    expect(flag(true)).toBe(1)
    expect(flag(null)).toBe(0)
  })
})

describe('orNull', () => {
  it('keeps the named values, turns missing ones into null and leaves the rest out', () => {
    const doc: { a?: string | null; b?: number | null; c?: string } = { a: 'x', c: 'kept out' }
    expect(orNull(doc, ['a', 'b'])).toEqual({ a: 'x', b: null })
    expect(orNull({ n: 0, s: '' }, ['n', 's'])).toEqual({ n: 0, s: '' })
  })
})
