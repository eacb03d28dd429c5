import { describe, expect, it } from 'vitest'

import { leavePreviewTarget, previewTarget, previewUrl } from './preview'

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

describe('leaving preview', () => {
  const origins = ['https://school.example']

  it('returns to the page the staff member was reading', () => {
    expect(leavePreviewTarget('https://school.example/bn/news/12?page=2', origins)).toBe(
      '/bn/news/12?page=2',
    )
  })

  it('goes home from another site, the preview route itself or no referrer', () => {
    expect(leavePreviewTarget('https://elsewhere.example/news/12', origins)).toBe('/')
    expect(leavePreviewTarget('https://school.example/api/preview/leave', origins)).toBe('/')
    expect(leavePreviewTarget('not an address', origins)).toBe('/')
    expect(leavePreviewTarget(null, origins)).toBe('/')
  })
})
