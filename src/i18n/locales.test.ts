import { describe, expect, it } from 'vitest'

import { isLocalisedPath, localePath, pageAlternates, splitLocale } from './locales'

describe('addresses per language', () => {
  it('keeps English at the old site’s routes and puts Bangla under /bn', () => {
    expect(localePath('/news/3', 'en')).toBe('/news/3')
    expect(localePath('/news/3', 'bn')).toBe('/bn/news/3')
    expect(localePath('/', 'bn')).toBe('/bn')
    expect(localePath('/news?q=exam', 'bn')).toBe('/bn/news?q=exam')
    expect(localePath('/?page=2', 'bn')).toBe('/bn?page=2')
  })

  it('leaves shared and outside addresses alone', () => {
    for (const path of [
      '/api/v1/news',
      '/admin',
      '/news/rss.xml',
      '/calendar.ics',
      '/notices/4/files/9',
      '/institution/files/12',
      '/institution/enrolment.csv',
      '/bench-control',
      '/sitemap.xml',
      '/images/hero.jpg',
      'https://example.com/x',
      '//cdn.example/x',
      'mailto:office@example.com',
    ])
      expect(localePath(path, 'bn')).toBe(path)
    expect(isLocalisedPath('/notices/4')).toBe(true)
    expect(isLocalisedPath('/institution')).toBe(true)
  })

  it('reads the language back from an address', () => {
    expect(splitLocale('/bn/news/3')).toEqual({ locale: 'bn', path: '/news/3' })
    expect(splitLocale('/bn')).toEqual({ locale: 'bn', path: '/' })
    expect(splitLocale('/en/news')).toEqual({ locale: 'en', path: '/news' })
    expect(splitLocale('/news')).toEqual({ locale: 'en', path: '/news' })
    expect(splitLocale('/bnx')).toEqual({ locale: 'en', path: '/bnx' })
  })

  it('names both languages as alternates, English as the default', () => {
    expect(pageAlternates('/events/7', 'bn')).toEqual({
      canonical: '/bn/events/7',
      languages: { 'en-BD': '/events/7', 'bn-BD': '/bn/events/7', 'x-default': '/events/7' },
    })
  })
})
