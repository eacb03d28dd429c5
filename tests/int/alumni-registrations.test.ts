/**
 * Joining an alumni network with a payment (docs/decisions.md, 'Alumni payments are verified'):
 * registrations start pending, a payment is used once even when two arrive together, staff decide,
 * the member is told, and approved members join the network's list.
 */
import { createLocalReq, ValidationError as PayloadValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildAlumniRegistration, buildAlumniResource, buildStudent } from '@seed/factories'
import { REJECTION_REASON_REQUIRED } from '@/collections/AlumniRegistrations'
import { decideAlumniPayment } from '@/features/alumni/decide-payment'
import { listApprovedMembers } from '@/features/alumni/queries'
import { storeAlumniRegistration, TRANSACTION_USED } from '@/features/alumni/store-registration'
import { alumniRegistrationSchema } from '@/features/alumni/schemas'
import { ConflictError } from '@/lib/errors'
import { FULL_LINK_MESSAGE } from '@/lib/web-link'
import type { Admin, AlumniResource, User } from '@/payload-types'

import { mailsTo } from '../helpers/outbox'
import { login, newStaff, rest, testPayload } from '../helpers/payload'

let payload: Payload
let network: AlumniResource
let staff: Admin & { collection: 'admins' }

const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  network = await payload.create({
    collection: 'alumni-resources',
    data: buildAlumniResource({ membership_fee: '৳1,000 per year' }),
    context: quiet,
  })
  staff = await newStaff(payload, 'treasurer')
})

async function member(language: User['language'] = null): Promise<User & { collection: 'users' }> {
  const doc = await payload.create({
    collection: 'users',
    data: { ...buildStudent(), language },
    context: quiet,
  })
  return { ...doc, collection: 'users' }
}

const form = (email: string, transaction_id: string) =>
  alumniRegistrationSchema.parse({
    id: String(network.id),
    name: 'Sadia Islam',
    passing_year: '২০১২',
    degree: 'BBA',
    batch: 'SSC 2012',
    job_title: 'Accounts Officer',
    current_profession: 'Banking',
    company_name: 'Demo Bank Ltd',
    email,
    payment_method: 'Bkash',
    transaction_id,
  })

describe('alumni registrations', () => {
  it('start pending, named after the network with its fee, whatever the form claims', async () => {
    const sadia = await member()
    const { registration: stored, next } = await storeAlumniRegistration(sadia, {
      ...form(sadia.email, `7${String(Date.now()).slice(-9)}`),
      ...({ status: 'approved' } as object),
    })
    // The manual transaction provider: the office verifies the bKash transaction id.
    expect(next).toEqual({ kind: 'await-verification' })
    expect(stored).toMatchObject({
      status: 'pending',
      alumni_type: network.title,
      amount: '৳1,000 per year',
      passing_year: 2012,
    })
    expect(typeof stored.user === 'object' ? stored.user.id : stored.user).toBe(sadia.id)
  })

  it('accept a payment once even when two arrive at the same moment', async () => {
    const [a, b] = [await member(), await member()]
    const transaction = `9${String(Date.now()).slice(-9)}`
    const results = await Promise.allSettled([
      storeAlumniRegistration(a, form(a.email, transaction)),
      storeAlumniRegistration(
        b,
        form(
          b.email,
          transaction.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[+d]!),
        ),
      ),
    ])
    const stored = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r) => r.status === 'rejected')
    expect(stored).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError)
    expect((refused[0] as PromiseRejectedResult).reason.message).toBe(TRANSACTION_USED)
    const { totalDocs } = await payload.count({
      collection: 'alumni-registrations',
      where: { transaction_id: { equals: transaction } },
    })
    expect(totalDocs).toBe(1)
  })

  it('record who decided and when, e-mail the member, and list approved members', async () => {
    const sadia = await member()
    const { registration } = await storeAlumniRegistration(
      sadia,
      form(sadia.email, `6${String(Date.now()).slice(-9)}`),
    )
    expect((await listApprovedMembers(network.id)).map((r) => r.id)).not.toContain(registration.id)

    const approved = await payload.update({
      collection: 'alumni-registrations',
      id: registration.id,
      data: { status: 'approved' },
      user: staff,
      overrideAccess: false,
      context: quiet,
    })
    expect(approved.verified_at).toBeTruthy()
    expect(
      typeof approved.verified_by === 'object' ? approved.verified_by?.id : approved.verified_by,
    ).toBe(staff.id)
    const [mail] = await mailsTo(sadia.email)
    expect(mail?.subject).toBe(`Membership approved: ${network.title}`)
    expect(mail?.text).toContain(registration.transaction_id)

    const listed = await listApprovedMembers(network.id)
    expect(listed.find((r) => r.id === registration.id)).toEqual({
      id: registration.id,
      name: 'Sadia Islam',
      batch: 'SSC 2012',
      passing_year: 2012,
      current_profession: 'Banking',
    })
  })

  it('tell the member why a payment was rejected', async () => {
    const tanvir = await member()
    const { registration } = await storeAlumniRegistration(
      tanvir,
      form(tanvir.email, `5${String(Date.now()).slice(-9)}`),
    )
    await payload.update({
      collection: 'alumni-registrations',
      id: registration.id,
      data: { status: 'rejected', decision_note: 'No bKash payment with this transaction id.' },
      user: staff,
      overrideAccess: false,
      context: quiet,
    })
    const [mail] = await mailsTo(tanvir.email)
    expect(mail?.subject).toBe(`Membership not approved: ${network.title}`)
    expect(mail?.text).toContain('Reason: No bKash payment with this transaction id.')
  })

  it('e-mail a member whose profile says Bangla in Bangla', async () => {
    const nusrat = await member('Bangla')
    const { registration } = await storeAlumniRegistration(
      nusrat,
      form(nusrat.email, `3${String(Date.now()).slice(-9)}`),
    )
    await decideAlumniPayment(
      { id: registration.id, decision: 'rejected', reason: 'টাকার পরিমাণ কম।' },
      staff,
    )
    const [mail] = await mailsTo(nusrat.email)
    expect(mail?.subject).toBe(`সদস্যপদ অনুমোদিত হয়নি: ${network.title}`)
    expect(mail?.text).toContain(`বিকাশ ট্রানজেকশন ${registration.transaction_id}`)
    expect(mail?.text).toContain('কারণ: টাকার পরিমাণ কম।')
  })

  it('refuse a rejection without a reason, in the staff member’s panel language', async () => {
    const rina = await member()
    const { registration } = await storeAlumniRegistration(
      rina,
      form(rina.email, `2${String(Date.now()).slice(-9)}`),
    )
    for (const [language, message] of [
      ['en', REJECTION_REASON_REQUIRED.en],
      ['bn-BD', REJECTION_REASON_REQUIRED.bn],
    ] as const) {
      const req = await createLocalReq({ user: staff }, payload)
      req.i18n = { ...req.i18n, language }
      const error = await payload
        .update({
          collection: 'alumni-registrations',
          id: registration.id,
          data: { status: 'rejected', decision_note: '  ' },
          req,
          overrideAccess: false,
          context: quiet,
        })
        .then(
          () => null,
          (reason: unknown) => reason,
        )
      expect(error).toBeInstanceOf(PayloadValidationError)
      expect((error as PayloadValidationError).data.errors).toMatchObject([
        { path: 'decision_note', message },
      ])
    }
    const stored = await payload.findByID({
      collection: 'alumni-registrations',
      id: registration.id,
    })
    expect(stored.status).toBe('pending')
    expect(await mailsTo(rina.email)).toHaveLength(0)
  })

  it('keep the payment facts as the member sent them, and a decision once made', async () => {
    const karim = await member()
    const { registration } = await storeAlumniRegistration(
      karim,
      form(karim.email, `1${String(Date.now()).slice(-9)}`),
    )
    const other = await member()
    const edited = await payload.update({
      collection: 'alumni-registrations',
      id: registration.id,
      data: {
        payment_method: 'Nagad',
        transaction_id: 'EDITED1234',
        amount: '৳10',
        user: other.id,
        alumni_type: 'Another network',
        batch: 'SSC 2013',
      },
      user: staff,
      overrideAccess: false,
      context: quiet,
    })
    expect(edited).toMatchObject({
      payment_method: 'Bkash',
      transaction_id: registration.transaction_id,
      amount: '৳1,000 per year',
      alumni_type: network.title,
      // Details that are not the payment stay correctable by the office.
      batch: 'SSC 2013',
    })
    expect(typeof edited.user === 'object' ? edited.user.id : edited.user).toBe(karim.id)

    await decideAlumniPayment({ id: registration.id, decision: 'approved' }, staff)
    // A form opened before the decision and saved after it does not undo the decision.
    const stale = await payload.update({
      collection: 'alumni-registrations',
      id: registration.id,
      data: { status: 'pending', decision_note: null },
      user: staff,
      overrideAccess: false,
      context: quiet,
    })
    expect(stale.status).toBe('approved')
    expect(await mailsTo(karim.email)).toHaveLength(1)
  })

  it('refuse a member who tries to approve their own registration', async () => {
    const rafi = await member()
    const { registration } = await storeAlumniRegistration(
      rafi,
      form(rafi.email, `4${String(Date.now()).slice(-9)}`),
    )
    await expect(
      payload.update({
        collection: 'alumni-registrations',
        id: registration.id,
        data: { status: 'approved' },
        user: rafi,
        overrideAccess: false,
        context: quiet,
      }),
    ).rejects.toThrow()
  })
})

describe('the LinkedIn link of a registration', () => {
  const HOSTILE_LINKS = [
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'linkedin.com/in/sadia',
  ]

  it('is refused by the collection itself unless it is an http(s) address, for members and staff', async () => {
    const sadia = await member()
    for (const linkedin_url of HOSTILE_LINKS) {
      const error = await payload
        .create({
          collection: 'alumni-registrations',
          data: buildAlumniRegistration(sadia.id, network.id, { linkedin_url }),
          user: sadia,
          overrideAccess: false,
          context: quiet,
        })
        .then(
          () => null,
          (reason: unknown) => reason,
        )
      expect(error, linkedin_url).toBeInstanceOf(PayloadValidationError)
      expect((error as PayloadValidationError).data.errors, linkedin_url).toMatchObject([
        { path: 'linkedin_url', message: FULL_LINK_MESSAGE },
      ])
    }
    const stored = await payload.create({
      collection: 'alumni-registrations',
      data: buildAlumniRegistration(sadia.id, network.id, {
        linkedin_url: 'https://linkedin.com/in/sadia-islam',
      }),
      user: sadia,
      overrideAccess: false,
      context: quiet,
    })
    expect(stored.linkedin_url).toBe('https://linkedin.com/in/sadia-islam')
    // Staff editing a registration are held to it too, and the field's length still counts.
    for (const linkedin_url of [
      'javascript:alert(1)',
      `https://linkedin.com/in/${'a'.repeat(300)}`,
    ])
      await expect(
        payload.update({
          collection: 'alumni-registrations',
          id: stored.id,
          data: { linkedin_url },
          user: staff,
          overrideAccess: false,
          context: quiet,
        }),
      ).rejects.toBeInstanceOf(PayloadValidationError)
  })

  it("is refused through Payload's REST API", async () => {
    const sadia = await member()
    const { token } = await login('users', sadia.email)
    const res = await rest('POST', '/alumni-registrations', {
      token,
      body: buildAlumniRegistration(sadia.id, network.id, {
        linkedin_url: 'javascript:alert(document.cookie)',
      }),
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(FULL_LINK_MESSAGE)
    const { totalDocs } = await payload.count({
      collection: 'alumni-registrations',
      where: { user: { equals: sadia.id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('is refused by the form schema with the same message, before it reaches the collection', () => {
    for (const linkedin_url of HOSTILE_LINKS) {
      const parsed = alumniRegistrationSchema.safeParse({
        ...form('sadia@example.com', '7123456789'),
        id: String(network.id),
        linkedin_url,
      })
      expect(parsed.success, linkedin_url).toBe(false)
      expect(parsed.error?.issues, linkedin_url).toMatchObject([
        { path: ['linkedin_url'], message: FULL_LINK_MESSAGE },
      ])
    }
    const parsed = alumniRegistrationSchema.parse({
      ...form('sadia@example.com', '7123456789'),
      id: String(network.id),
      linkedin_url: 'https://linkedin.com/in/sadia-islam',
    })
    expect(parsed.linkedin_url).toBe('https://linkedin.com/in/sadia-islam')
  })
})
