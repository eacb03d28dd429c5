import { describe, expect, it } from 'vitest'

import { previewTarget, previewUrl } from './preview'

const target = (url: string) => previewTarget(new URL(url, 'http://school.test').searchParams)

describe('preview addresses', () => {
  it('opens the page in the language being edited', () => {
    expect(target(previewUrl('/news/7', 'bn'))).toBe('/bn/news/7')
    expect(target(previewUrl('/news/7', 'en'))).toBe('/news/7')
    expect(target(previewUrl('/notices/3', undefined))).toBe('/notices/3')
  })

  it('never leads off the site', () => {
    for (const path of ['//evil.test/x', '/\\evil.test', 'https://evil.test', 'news/7', ''])
      expect(target(`/api/preview?path=${encodeURIComponent(path)}`)).toBeNull()
  })
})
