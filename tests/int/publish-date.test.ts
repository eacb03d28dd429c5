/**
 * A news item or notice saved without a publish date counts as published the moment it is saved,
 * so it lists first rather than buried as the oldest.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildNews } from '@seed/factories'

import { testPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('the publish date', () => {
  it('is the time of saving when staff leave it empty', async () => {
    const before = Date.now() - 1000
    const { publish_date: _left, ...withoutDate } = buildNews({ title: 'Science fair results' })
    const saved = await payload.create({
      collection: 'news',
      data: { ...withoutDate, publish_date: '' },
      context: { disableRevalidate: true },
    })
    const published = Date.parse(saved.publish_date)
    expect(published).toBeGreaterThanOrEqual(before)
    expect(published).toBeLessThanOrEqual(Date.now())
  })

  it('keeps the day staff chose', async () => {
    const saved = await payload.create({
      collection: 'news',
      data: buildNews({ publish_date: '2025-03-05T00:00:00.000Z' }),
      context: { disableRevalidate: true },
    })
    expect(saved.publish_date).toBe('2025-03-05T00:00:00.000Z')
  })
})
