import { describe, expect, it } from 'vitest'

import { toKeyValueItems } from './dto'

describe('toKeyValueItems', () => {
  it('lists set keys with image paths and HTML, leaving out bookkeeping and empty values', () => {
    const items = toKeyValueItems({
      id: 1,
      globalType: 'about',
      updatedAt: 'x',
      title: 'About us',
      subtitle: '',
      principal_image: { id: 2, url: 'http://localhost:3000/api/media/file/p.webp' },
      principal_message: {
        root: {
          type: 'root',
          version: 1,
          children: [
            { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Hi' }] },
          ],
        },
      },
      about_image_1: null,
    })
    expect(items.map((i) => i.key)).toEqual(['title', 'principal_image', 'principal_message'])
    expect(items[1].value).toBe('/api/media/file/p.webp')
    expect(items[2].value).toContain('Hi')
  })
})
