/**
 * Payload's REST routes, as staff reach them, fed what a broken script or a hostile staff
 * account sends: every collection and global is read with odd queries (repeated and bracketed
 * parameters, deep `where`, huge `depth`, unknown fields) and written with wrong types, values
 * outside a select and bodies that are not objects. Each answer is a 4xx with a message or a 2xx,
 * never a 5xx and never a hang.
 */
import type { FlattenedField, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createCast, testPayload } from '../helpers/payload'
import { resetApiRateLimits } from '../helpers/rate-limits'
import { door, type Method } from '../helpers/staff-door'

let payload: Payload
let token: string
/** The settings as they were, put back afterwards: a write the fuzzing got through changes them. */
const settings = new Map<string, Record<string, unknown>>()

beforeAll(async () => {
  payload = await testPayload()
  token = (await createCast(payload)).admin.token
  await resetApiRateLimits()
  for (const { slug } of payload.globals.config)
    settings.set(slug, await payload.findGlobal({ slug: slug as never, depth: 0 }))
})

afterAll(async () => {
  for (const [slug, data] of settings)
    await payload.updateGlobal({
      slug: slug as never,
      data: data as never,
      depth: 0,
      context: { disableRevalidate: true },
    })
})

/** Within this time or it counts as a hang. */
const ANSWER_WITHIN_MS = 10_000

type Probe = { method: Method; path: string; body?: unknown; headers?: Record<string, string> }
type Found = { probe: string; status: number; message?: string; ms: number }

async function send(probe: Probe): Promise<Found> {
  const started = Date.now()
  const answer = await door(probe.method, probe.path, {
    token,
    body: probe.body,
    headers: probe.headers,
  })
  const errors = (answer.body as { errors?: { message?: unknown }[] }).errors
  return {
    probe: `${probe.method} ${probe.path} ${probe.body === undefined ? '' : JSON.stringify(probe.body).slice(0, 160)}`,
    status: answer.status,
    message: typeof errors?.[0]?.message === 'string' ? errors[0].message : undefined,
    ms: Date.now() - started,
  }
}

/** What went wrong with the answers: a 5xx, a 4xx without a message, or a slow answer. */
function problems(found: Found[]): string[] {
  return found.flatMap((answer) => {
    const wrong: string[] = []
    if (answer.status >= 500) wrong.push(`${answer.status} for ${answer.probe}`)
    if (answer.status >= 400 && answer.status < 500 && !answer.message)
      wrong.push(`${answer.status} without a message for ${answer.probe}`)
    if (answer.ms > ANSWER_WITHIN_MS) wrong.push(`${answer.ms} ms for ${answer.probe}`)
    return wrong
  })
}

const deepWhere = (levels: number): string => `where${'[or][0]'.repeat(levels)}[id][equals]=1`

/** Query strings no list should fall over on. */
const ODD_QUERIES = [
  'limit=10&limit=0',
  'limit[0]=0',
  'limit[]=1000',
  'limit=-1',
  'limit=abc',
  'page=0',
  'page=-3',
  'page=abc',
  'page=1&page=2',
  'depth=1000',
  'depth=-1',
  'depth=abc',
  'depth[]=1',
  'sort=__proto__',
  'sort=no_such_field',
  'sort[]=id',
  'sort=-',
  'locale=xx',
  'locale[]=bn',
  'fallback-locale=xx',
  'draft=maybe',
  'draft[]=true',
  'pagination=maybe',
  'where[no_such_field][equals]=1',
  'where[id][no_such_operator]=1',
  'where[id][equals][0][1]=x',
  'where[id][in]=a,b,c',
  'where[id][equals]=99999999999999999999',
  'where[createdAt][greater_than]=not-a-date',
  'where=abc',
  deepWhere(30),
  'select[no_such_field]=true',
  'select=abc',
  'populate=abc',
  'joins=abc',
  'trash=maybe',
]

/** A value of the wrong kind for a field of this type. */
function wrongValues(field: FlattenedField): unknown[] {
  const common: unknown[] = [{ $gt: '' }, ['a', 'b'], 'x'.repeat(200_000)]
  switch (field.type) {
    case 'select':
    case 'radio':
      return ['not-an-option', 42, ...common]
    case 'number':
      return ['abc', true, { value: 1 }, ...common]
    case 'checkbox':
      return ['maybe', 3, ...common]
    case 'date':
      return ['not-a-date', 12, ...common]
    case 'relationship':
    case 'upload':
      return [-1, 'abc', 99_999_999, { relationTo: 'nope', value: 1 }, ...common]
    case 'array':
    case 'blocks':
      return ['abc', [1, 'x', null], { 0: 'a' }, ...common]
    case 'group':
    case 'tab':
      return ['abc', 12, ...common]
    case 'json':
    case 'richText':
      return ['abc', 12, { root: 'x' }, ...common]
    case 'point':
      return ['abc', [1], ['a', 'b'], ...common]
    case 'email':
      return ['not-an-address', 12, ...common]
    default:
      return [12, true, { a: 1 }, ...common]
  }
}

/** Bodies with one field wrong at a time, and bodies that are not objects at all. */
function hostileBodies(fields: FlattenedField[]): unknown[] {
  const bodies: unknown[] = [null, [], 'abc', 12, { id: 'abc' }, { __proto__: { admin: true } }]
  for (const field of fields) {
    if (!('name' in field) || field.name === 'id') continue
    for (const value of wrongValues(field)) bodies.push({ [field.name]: value })
  }
  return bodies
}

describe("Payload's REST routes for staff, with hostile input", () => {
  it('answer every odd query of every collection and global with a 2xx or a 4xx', async () => {
    const found: Found[] = []
    for (const slug of Object.keys(payload.collections)) {
      for (const query of ODD_QUERIES)
        found.push(await send({ method: 'GET', path: `/${slug}?${query}` }))
      for (const id of ['abc', '-1', '99999999999999999999', '1.5', '%00'])
        found.push(await send({ method: 'GET', path: `/${slug}/${id}?depth=1000` }))
    }
    for (const global of payload.globals.config) {
      for (const query of ['depth=1000', 'locale=xx', 'draft=maybe', 'depth=1&depth=2'])
        found.push(await send({ method: 'GET', path: `/globals/${global.slug}?${query}` }))
    }
    expect(problems(found)).toEqual([])
  }, 600_000)

  it('refuse a limit given twice or as a list, and cap one sent through a method override', async () => {
    for (const query of ['limit[0]=0', 'limit[]=1000', 'limit=10&limit=0']) {
      const answer = await door('GET', `/news?${query}`, { token })
      expect(answer.status, query).toBe(400)
      expect(JSON.stringify(answer.body), query).toContain('may be given only once')
    }
    const overridden = await door('POST', '/news', {
      token,
      body: 'limit=0&pagination=false',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
      },
    })
    expect(overridden.status).toBe(200)
    expect((overridden.body as { limit: number }).limit).toBe(100)
  })

  it('store an event as the panel sends it, with its empty lists given as a count of no rows', async () => {
    const sent = await door('POST', '/events?depth=0&locale=en', {
      token,
      body: {
        name: 'Science fair',
        type: 'Event',
        _status: 'published',
        capacity: 40,
        start_date: '2026-12-09T04:00:00.000Z',
        speakers_info: 0,
        networks_info: 0,
        workshops_info: 0,
      },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const { doc } = sent.body as { doc: { id: number; speakers_info: unknown[] } }
    expect(doc.speakers_info).toEqual([])
    await payload.delete({ collection: 'events', id: doc.id })
    // Any other number is still no list.
    const counted = await door('POST', '/events', {
      token,
      body: { name: 'Science fair', start_date: '2026-12-09T04:00:00.000Z', speakers_info: 2 },
    })
    expect(counted.status).toBe(400)
  })

  it('answer every hostile write to every collection and global with a 4xx and a message', async () => {
    const found: Found[] = []
    for (const [slug, collection] of Object.entries(payload.collections)) {
      if (collection.config.upload) continue // uploads are sent as files, checked by their content
      const fields = collection.config.flattenedFields
      for (const body of hostileBodies(fields)) {
        const answer = await send({ method: 'POST', path: `/${slug}`, body })
        // A body the collection happens to accept is stored; that is no failure.
        found.push(answer)
      }
      found.push(await send({ method: 'PATCH', path: `/${slug}/abc`, body: {} }))
      found.push(await send({ method: 'DELETE', path: `/${slug}/99999999999999999999` }))
      found.push(await send({ method: 'DELETE', path: `/${slug}?where[id][equals]=abc` }))
    }
    for (const global of payload.globals.config) {
      for (const body of hostileBodies(global.flattenedFields))
        found.push(await send({ method: 'POST', path: `/globals/${global.slug}`, body }))
    }
    expect(problems(found)).toEqual([])
  }, 900_000)
})
