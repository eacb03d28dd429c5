/**
 * The home, site, about and alumni settings keep every save: staff can see earlier states and
 * restore one; visitors see only the live settings, never the history; a change saved as a
 * draft waits, for staff to preview, until it is published.
 */
import { Forbidden, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

const quiet = { disableRevalidate: true }
const SETTINGS = ['home', 'site', 'about', 'alumni-page'] as const

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('settings history', () => {
  it('keeps each save of the home page and restores an earlier one', async () => {
    await payload.updateGlobal({
      slug: 'home',
      data: { hero_section: 'Welcome to the new term' },
      context: quiet,
    })
    await payload.updateGlobal({
      slug: 'home',
      data: { hero_section: 'A typing mistake saved by accident' },
      context: quiet,
    })
    const { docs } = await payload.findGlobalVersions({
      slug: 'home',
      sort: '-createdAt',
      limit: 2,
    })
    expect(docs.map((saved) => saved.version.hero_section)).toEqual([
      'A typing mistake saved by accident',
      'Welcome to the new term',
    ])
    await payload.restoreGlobalVersion({ slug: 'home', id: String(docs[1]!.id), context: quiet })
    const live = await payload.findGlobal({ slug: 'home' })
    expect(live.hero_section).toBe('Welcome to the new term')
  })

  it.each(SETTINGS)('keeps the history of %s from visitors', async (slug) => {
    await payload.updateGlobal({ slug, data: {}, context: quiet })
    const staffView = await payload.findGlobalVersions({ slug, limit: 1 })
    expect(staffView.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.findGlobalVersions({ slug, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it.each(SETTINGS)('keeps a draft of %s off the live site until it is published', async (slug) => {
    const live = await payload.findGlobal({ slug, depth: 0 })
    await payload.updateGlobal({ slug, data: { _status: 'draft' }, draft: true, context: quiet })
    expect((await payload.findGlobal({ slug, depth: 0, draft: true }))._status).toBe('draft')
    expect((await payload.findGlobal({ slug, depth: 0 })).updatedAt).toBe(live.updatedAt)
    await payload.updateGlobal({ slug, data: { _status: 'published' }, context: quiet })
    expect((await payload.findGlobal({ slug, depth: 0 }))._status).toBe('published')
  })

  it('shows a draft home page title only where drafts are read (the preview)', async () => {
    const { hero_section: live } = await payload.findGlobal({ slug: 'home', depth: 0 })
    const draft = 'Admission week starts Sunday'
    await payload.updateGlobal({
      slug: 'home',
      data: { hero_section: draft, _status: 'draft' },
      draft: true,
      context: quiet,
    })
    expect((await payload.findGlobal({ slug: 'home', depth: 0, draft: true })).hero_section).toBe(
      draft,
    )
    expect((await payload.findGlobal({ slug: 'home', depth: 0 })).hero_section).toBe(live)
  })
})
