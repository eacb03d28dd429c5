/**
 * An item cannot be published with no English title unless staff marked it Bangla-only; a
 * Bangla-only item shows its Bangla on English pages, and English still shows on Bangla pages.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BLANK_ENGLISH_TITLE } from '@/hooks/refuse-blank-english'
import { findPublicById } from '@/lib/payload/find-public'
import { buildEvent, buildNews } from '@seed/factories'

import { testPayload } from '../helpers/payload'

const quiet = { disableRevalidate: true }

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/** A news item written in Bangla alone, saved through the Bangla form. */
function createInBangla(data: Partial<ReturnType<typeof buildNews>>) {
  return payload.create({
    collection: 'news',
    locale: 'bn',
    data: buildNews({ title: 'বিজ্ঞান মেলার ফলাফল', ...data }),
    context: quiet,
  })
}

describe('publishing in two languages', () => {
  it('refuses to publish an item with no English title, in plain words in both languages', async () => {
    await expect(createInBangla({ _status: 'published' })).rejects.toMatchObject({
      data: { errors: [{ path: 'title', message: BLANK_ENGLISH_TITLE }] },
    })
    expect(BLANK_ENGLISH_TITLE).toContain('English title')
    expect(BLANK_ENGLISH_TITLE).toContain('ইংরেজি শিরোনাম')
  })

  it('keeps a Bangla-only draft, and refuses to publish it later until English is written', async () => {
    const draft = await createInBangla({ _status: 'draft' })
    const publish = () =>
      payload.update({
        collection: 'news',
        id: draft.id,
        locale: 'bn',
        data: { _status: 'published' },
        context: quiet,
      })
    await expect(publish()).rejects.toMatchObject({
      data: { errors: [{ path: 'title', message: BLANK_ENGLISH_TITLE }] },
    })
    await payload.update({
      collection: 'news',
      id: draft.id,
      locale: 'en',
      data: { title: 'Science fair results' },
      draft: true,
      context: quiet,
    })
    expect((await publish())._status).toBe('published')
    const english = await payload.findByID({ collection: 'news', id: draft.id, locale: 'en' })
    expect(english.title).toBe('Science fair results')
  })

  it('refuses an event published with an empty English name', async () => {
    await expect(
      payload.create({
        collection: 'events',
        locale: 'en',
        data: buildEvent({ name: '   ' }),
        context: quiet,
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'name' }] } })
  })

  it('publishes a Bangla-only item, and English readers see its Bangla title', async () => {
    const item = await createInBangla({ _status: 'published', bangla_only: true })
    expect(item._status).toBe('published')
    const english = await findPublicById('news', item.id, { locale: 'en', depth: 0 })
    expect(english?.title).toBe('বিজ্ঞান মেলার ফলাফল')
  })

  it('still shows the English title on Bangla pages when there is no Bangla one', async () => {
    const item = await payload.create({
      collection: 'news',
      data: buildNews({ title: 'Annual sports day' }),
      context: quiet,
    })
    const bangla = await findPublicById('news', item.id, { locale: 'bn', depth: 0 })
    expect(bangla?.title).toBe('Annual sports day')
  })
})
