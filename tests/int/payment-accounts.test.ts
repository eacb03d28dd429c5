/**
 * The accounts members pay to (finding 3 of the least-privilege probe: an editor changed the
 * bKash number and nothing said who): only the Administrator and the Treasurer change them, each
 * save names who made it in the history and the audit log, and every Administrator is e-mailed.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createCast, rest, testPayload } from '../helpers/payload'
import { mailsTo } from '../helpers/outbox'
import { door } from '../helpers/staff-door'

type Cast = Awaited<ReturnType<typeof createCast>>

let payload: Payload
let cast: Cast

beforeAll(async () => {
  payload = await testPayload()
  cast = await createCast(payload)
})

/** A relationship's id, whether it came as an id or as the document. */
const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { id: unknown }).id : value

const accounts = (number: string) => ({
  accounts: [{ method: 'Bkash', account: number, note: 'Merchant account, choose Payment' }],
})

describe('payment accounts', () => {
  it('refuse a change from an editor and anyone but the Administrator or the Treasurer', async () => {
    for (const who of [cast.editor, cast.office, cast.communications, cast.studentA]) {
      const answer = await door('POST', '/globals/payment-accounts', {
        token: who.token,
        body: accounts('01799999999'),
      })
      expect(answer.status, who.email).toBe(403)
    }
    const stored = await payload.findGlobal({ slug: 'payment-accounts', depth: 0 })
    expect(JSON.stringify(stored.accounts ?? [])).not.toContain('01799999999')
    // The alumni page, which editors keep, no longer holds any account.
    const page = await payload.findGlobal({ slug: 'alumni-page', depth: 0 })
    expect(page).not.toHaveProperty('payment_accounts')
  })

  it('record who changed them, in the history and the audit log, and e-mail every Administrator', async () => {
    const number = `017${String(Date.now()).slice(-8)}`
    const answer = await door('POST', '/globals/payment-accounts', {
      token: cast.treasurer.token,
      body: accounts(number),
    })
    expect(answer.status).toBe(200)
    const stored = await payload.findGlobal({ slug: 'payment-accounts', depth: 0 })
    expect(stored.accounts?.[0]?.account).toBe(number)
    expect(idOf(stored.changed_by)).toBe(cast.treasurer.id)

    const history = await rest<{ docs: { version: { changed_by: number } }[] }>(
      'GET',
      '/globals/payment-accounts/versions?sort=-createdAt&limit=1',
      { token: cast.admin.token },
    )
    expect(idOf(history.body.docs[0]?.version.changed_by)).toBe(cast.treasurer.id)

    const { docs: entries } = await payload.find({
      collection: 'audit-log',
      where: { target_collection: { equals: 'payment-accounts' } },
      sort: '-createdAt',
      limit: 1,
    })
    expect(idOf(entries[0]?.actor)).toBe(cast.treasurer.id)
    expect(entries[0]).toMatchObject({
      actor_email: cast.treasurer.email,
      summary: 'payment accounts changed',
    })

    const mails = await mailsTo(cast.admin.email)
    const mail = mails.find((each) => each.text.includes(number))
    expect(mail?.subject).toContain('Payment accounts changed')
    expect(mail?.text).toContain(cast.treasurer.email)
    expect(mail?.text).toContain('পেমেন্ট অ্যাকাউন্ট বদলেছেন')
    // A value a client sends for "changed by" is not believed.
    await door('POST', '/globals/payment-accounts', {
      token: cast.treasurer.token,
      body: { ...accounts(number), changed_by: cast.admin.id },
    })
    const again = await payload.findGlobal({ slug: 'payment-accounts', depth: 0 })
    expect(idOf(again.changed_by)).toBe(cast.treasurer.id)
  })
})
