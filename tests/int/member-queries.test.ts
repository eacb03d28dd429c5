/**
 * Filters and sorts on members' private fields: someone who may not read a field cannot filter
 * or sort on it either, so a list's answer never says yes or no about a private value (an e-mail
 * address, a phone number, whether a member is signed in right now). Staff still can.
 */
import type { Payload, Sort, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildStudent } from '@seed/factories'

import { createCast, rest, testPayload, type Account } from '../helpers/payload'

const quiet = { disableRevalidate: true }

let payload: Payload
let cast: Awaited<ReturnType<typeof createCast>>
/** A member who has never signed in: no session. */
let neverSignedIn: { id: number; email: string }

const PHONE = '01712345678'
const FATHER_PHONE = '01812345678'

beforeAll(async () => {
  payload = await testPayload()
  cast = await createCast(payload)
  await payload.update({
    collection: 'users',
    id: cast.studentA.id,
    data: { phone: PHONE, father_phone: FATHER_PHONE, birthdate: '2011-06-15T00:00:00.000Z' },
    context: quiet,
  })
  const created = await payload.create({
    collection: 'users',
    data: buildStudent(),
    context: quiet,
  })
  neverSignedIn = { id: created.id, email: created.email }
})

/** A query in the bracket form Payload's REST API reads: `where[and][0][id][equals]=1`. */
function toQuery(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) =>
      toQuery(inner, prefix ? `${prefix}[${key}]` : key),
    )
  return [`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`]
}

/** What a list answers over REST: status and body (a refusal is the same whatever the value). */
async function restAnswer(query: { where?: Where; sort?: Sort }, who?: Account) {
  const res = await rest('GET', `/users?${toQuery({ ...query, limit: 100, depth: 0 }).join('&')}`, {
    token: who?.token,
  })
  return { status: res.status, body: res.body }
}

/** What the Local API answers an anonymous visitor, access enforced. */
async function localAnswer(query: { where?: Where; sort?: Sort }) {
  try {
    const result = await payload.find({
      collection: 'users',
      ...query,
      limit: 100,
      depth: 0,
      overrideAccess: false,
    })
    return { ids: result.docs.map((doc) => doc.id) }
  } catch (error) {
    return { refused: (error as Error).name }
  }
}

/** A filter on one member, true or false about one private value. */
const onMember = (id: number | string, condition: Where): Where => ({
  and: [{ id: { equals: id } }, condition],
})

describe('private values are no oracle', () => {
  const viewers = () =>
    [
      ['an anonymous visitor', undefined],
      ['another member', cast.studentB],
      ['a teacher', cast.teacher],
    ] as const

  it('filtering on e-mail addresses is refused, and answers the same for a right and wrong guess', async () => {
    const guesses = (email: string): [Where, Where] => [
      onMember(cast.studentA.id, { email: { equals: email } }),
      onMember(cast.studentA.id, { email: { equals: `x${email}` } }),
    ]
    const ranges: [Where, Where] = [
      onMember(cast.studentA.id, { email: { greater_than_equal: cast.studentA.email[0] } }),
      onMember(cast.studentA.id, { email: { less_than: cast.studentA.email[0] } }),
    ]
    for (const [who, account] of viewers()) {
      for (const [right, wrong] of [guesses(cast.studentA.email), ranges]) {
        const yes = await restAnswer({ where: right }, account)
        const no = await restAnswer({ where: wrong }, account)
        expect(yes, who).toEqual(no)
        expect(yes.status, who).toBe(400)
      }
    }
    const [right, wrong] = guesses(cast.studentA.email)
    expect(await localAnswer({ where: right })).toEqual({ refused: 'QueryError' })
    expect(await localAnswer({ where: wrong })).toEqual({ refused: 'QueryError' })
  })

  it('sorting by e-mail address is refused', async () => {
    for (const [who, account] of viewers()) {
      const up = await restAnswer({ sort: 'email' }, account)
      const down = await restAnswer({ sort: '-email' }, account)
      expect(up.status, who).toBe(400)
      expect(up, who).toEqual(down)
    }
    expect(await localAnswer({ sort: 'email' })).toEqual({ refused: 'QueryError' })
  })

  it('nobody learns who is signed in from the session list', async () => {
    const now = new Date().toISOString()
    const conditions: Where[] = [
      { 'sessions.id': { exists: true } },
      { 'sessions.expiresAt': { greater_than: now } },
    ]
    for (const [who, account] of viewers()) {
      for (const condition of conditions) {
        const signedIn = await restAnswer({ where: onMember(cast.studentA.id, condition) }, account)
        const notSignedIn = await restAnswer(
          { where: onMember(neverSignedIn.id, condition) },
          account,
        )
        expect(signedIn.status, who).toBe(400)
        expect(signedIn, who).toEqual(notSignedIn)
      }
      const sorted = await restAnswer({ sort: '-sessions.expiresAt' }, account)
      expect(sorted.status, who).toBe(400)
    }
    expect(await localAnswer({ where: onMember(cast.studentA.id, conditions[0]!) })).toEqual({
      refused: 'QueryError',
    })
  })

  it('filtering or sorting on private profile sections is refused', async () => {
    const pairs: [Where, Where][] = [
      [{ phone: { equals: PHONE } }, { phone: { equals: '01700000000' } }],
      [{ father_phone: { like: '0181' } }, { father_phone: { like: '0199' } }],
      [
        { birthdate: { less_than: '2012-01-01T00:00:00.000Z' } },
        { birthdate: { greater_than: '2012-01-01T00:00:00.000Z' } },
      ],
      [{ 'visibility.contact': { equals: false } }, { 'visibility.contact': { equals: true } }],
    ]
    for (const [who, account] of viewers()) {
      for (const [right, wrong] of pairs) {
        const yes = await restAnswer({ where: onMember(cast.studentA.id, right) }, account)
        const no = await restAnswer({ where: onMember(cast.studentA.id, wrong) }, account)
        expect(yes.status, `${who}: ${JSON.stringify(right)}`).toBe(400)
        expect(yes, who).toEqual(no)
      }
      for (const sort of ['phone', 'birthdate', 'father_phone']) {
        expect((await restAnswer({ sort }, account)).status, `${who}: ${sort}`).toBe(400)
      }
    }
    expect(await localAnswer({ where: pairs[0]![0] })).toEqual({ refused: 'QueryError' })
    expect(await localAnswer({ sort: 'birthdate' })).toEqual({ refused: 'QueryError' })
  })

  it('the office still finds members by e-mail and phone, and the owner still reads their address', async () => {
    for (const staff of [cast.office, cast.admin]) {
      const found = await restAnswer(
        { where: { email: { equals: cast.studentA.email } }, sort: 'email' },
        staff,
      )
      expect(found.status).toBe(200)
      expect((found.body as { docs: { id: number }[] }).docs.map((d) => d.id)).toEqual([
        cast.studentA.id,
      ])
      const byPhone = await restAnswer({ where: { phone: { equals: PHONE } } }, staff)
      expect((byPhone.body as { totalDocs: number }).totalDocs).toBe(1)
    }
    const own = await rest<{ email?: string }>('GET', `/users/${cast.studentA.id}`, {
      token: cast.studentA.token,
    })
    expect(own.body.email).toBe(cast.studentA.email)
    const other = await rest('GET', `/users/${cast.studentA.id}`, { token: cast.studentB.token })
    expect(other.body).not.toHaveProperty('email')
  })
})
