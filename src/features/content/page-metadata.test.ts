import { createTranslator } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'

import { CATALOGUES } from '@/i18n/catalogues'
import type { Locale } from '@/i18n/locales'

import {
  idParams,
  itemPageMetadata,
  pageMetadata,
  privatePageMetadata,
  resultsPageMetadata,
} from './page-metadata'

vi.mock('next-intl/server', () => ({
  setRequestLocale: vi.fn(),
  getTranslations: async ({ locale }: { locale: Locale }) =>
    createTranslator({ locale, messages: CATALOGUES[locale] }),
}))
vi.mock('@/features/settings/queries', () => ({ getSchoolName: async () => 'Padmapar School' }))

const at = (locale: string, id = '7') => ({ params: Promise.resolve({ locale, id }) })

describe('pageMetadata', () => {
  const news = pageMetadata('/news', ({ t, schoolName }) => ({
    title: t('News.title'),
    description: `All the news of ${schoolName}`,
  }))

  it('titles the page after the school and names both languages', async () => {
    expect(await news(at('bn'))).toEqual({
      title: `${CATALOGUES.bn.News.title} | Padmapar School`,
      description: 'All the news of Padmapar School',
      alternates: {
        canonical: '/bn/news',
        languages: { 'en-BD': '/news', 'bn-BD': '/bn/news', 'x-default': '/news' },
      },
      openGraph: {
        title: `${CATALOGUES.bn.News.title} | Padmapar School`,
        description: 'All the news of Padmapar School',
        url: '/bn/news',
      },
    })
  })

  it('names the address in the page language in the link preview and offers feeds', async () => {
    const notices = pageMetadata('/notices', () => ({
      title: 'Notices',
      description: 'Circulars',
      types: { 'application/rss+xml': '/r' },
    }))
    const metadata = await notices(at('bn'))
    expect(metadata.openGraph).toMatchObject({ url: '/bn/notices' })
    expect(metadata.alternates).toMatchObject({
      canonical: '/bn/notices',
      types: { 'application/rss+xml': '/r' },
    })
  })

  it('shares no link preview without a description', async () => {
    const metadata = await pageMetadata('/events', () => ({ title: 'Events' }))(at('en'))
    expect(metadata).not.toHaveProperty('openGraph')
    expect(metadata).not.toHaveProperty('description')
  })
})

describe('resultsPageMetadata', () => {
  it('titles search results as their list and keeps them out of search engines', async () => {
    expect(await resultsPageMetadata('/news', 'News.title')(at('en'))).toEqual({
      title: 'News | Padmapar School',
      alternates: expect.objectContaining({ canonical: '/news' }),
      robots: { index: false },
    })
  })
})

describe('privatePageMetadata', () => {
  it('gives only a title, no index and what the page adds', async () => {
    const reset = privatePageMetadata('ResetPasswordPage.title', { referrer: 'no-referrer' })
    expect(await reset(at('en'))).toEqual({
      title: `${CATALOGUES.en.ResetPasswordPage.title} | Padmapar School`,
      robots: { index: false },
      referrer: 'no-referrer',
    })
  })
})

describe('itemPageMetadata', () => {
  const items: Record<string, { id: number; name: string; text: string }> = {
    '7': { id: 7, name: 'Science fair', text: 'x'.repeat(300) },
  }
  const eventPage = itemPageMetadata({
    load: async (id) => items[id],
    notFoundTitle: 'Events.noEvents',
    describe: (item, { t }) => ({
      title: t('EventDetail.title'),
      path: `/events/${item.id}`,
      description: item.text,
      preview: { title: item.name, article: true },
    }),
    robots: { index: false, follow: false },
  })

  it('describes a found item, cutting its description to a search result', async () => {
    const metadata = await eventPage(at('bn'))
    expect(metadata.title).toBe(`${CATALOGUES.bn.EventDetail.title} | Padmapar School`)
    expect(metadata.description).toBe(`${'x'.repeat(159)}…`)
    expect(metadata.alternates).toMatchObject({ canonical: '/bn/events/7' })
    expect(metadata.openGraph).toEqual({
      title: 'Science fair',
      description: metadata.description,
      url: '/bn/events/7',
      type: 'article',
    })
    expect(metadata.robots).toEqual({ index: false, follow: false })
  })

  it('titles a missing item with the section’s not-found words', async () => {
    expect(await eventPage(at('en', '404'))).toEqual({
      title: `${CATALOGUES.en.Events.noEvents} | Padmapar School`,
      robots: { index: false, follow: false },
    })
  })
})

describe('idParams', () => {
  it('turns ids into route parameters', async () => {
    expect(await idParams(Promise.resolve([3, 14]))).toEqual([{ id: '3' }, { id: '14' }])
  })
})
