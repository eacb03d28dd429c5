import { describe, expect, it } from 'vitest'

import { withoutOwnOrigin } from './own-url'

describe('withoutOwnOrigin', () => {
  it("drops the site's own origin", () => {
    expect(
      withoutOwnOrigin('https://school.example/api/media/file/a.webp', 'https://school.example'),
    ).toBe('/api/media/file/a.webp')
    expect(
      withoutOwnOrigin('http://localhost:3000/api/media/file/a.webp', 'http://localhost:3000/'),
    ).toBe('/api/media/file/a.webp')
  })

  it('keeps other hosts, other ports and look-alike hosts whole, and leaves paths alone', () => {
    for (const url of [
      'https://cdn.example/a.webp',
      'http://localhost:3001/api/media/file/a.webp',
      'https://school.example.evil/a.webp',
      '/api/media/file/a.webp',
    ])
      expect(withoutOwnOrigin(url, 'https://school.example')).toBe(url)
  })
})
