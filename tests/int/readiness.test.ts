/** The load balancer's probes: /api/health says the process is up, /api/ready that it can serve. */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as health } from '@/app/api/health/route'
import { GET as ready } from '@/app/api/ready/route'
import { pendingMigrations } from '@/lib/readiness'

import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('health and readiness', () => {
  it('answers alive, and ready with every check passed on a migrated database', async () => {
    const alive = health()
    expect(alive.status).toBe(200)
    expect(await alive.json()).toEqual({ status: 'ok' })

    const response = await ready()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    })
  })

  it('is not ready while a migration of this build is missing from the database', async () => {
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      sort: '-name',
      limit: 1,
      overrideAccess: true,
    })
    const [latest] = docs
    expect(latest).toBeDefined()
    await payload.delete({ collection: 'payload-migrations', id: latest.id, overrideAccess: true })
    try {
      const response = await ready()
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'failed', storage: 'ok' },
      })
    } finally {
      await payload.create({
        collection: 'payload-migrations',
        data: { name: latest.name, batch: latest.batch },
        overrideAccess: true,
      })
    }
    expect((await ready()).status).toBe(200)
  })

  it('lists exactly the committed migrations not yet applied', () => {
    expect(pendingMigrations(['a', 'b', 'c'], ['a', 'c', 'old'])).toEqual(['b'])
    expect(pendingMigrations(['a'], ['a'])).toEqual([])
  })
})
