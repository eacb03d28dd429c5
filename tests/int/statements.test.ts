/**
 * The treasurer's statement check: a bKash, Nagad, Rocket or bank statement is read with its
 * provider's column mapping (or the office's own), each pending payment is matched, differs in
 * amount or is not in the statement yet, lines no payment claims are listed, and the matched
 * payments are approved in one action through the registrations' own approval (e-mail, audit),
 * each statement line confirming one payment, ever, whether it paid alumni dues or reunion tickets.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { ValidationError as PayloadValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import {
  bkashTransactionId,
  buildAlumniRegistration,
  buildAlumniResource,
  buildStudent,
} from '@seed/factories'
import { DEMO_DUES } from '@seed/demo/dues'
import { NETWORKS } from '@seed/demo/school'
import { seedReunion } from '@seed/reunion'
import {
  approveMatchedPayments,
  checkStatement,
  type StatementReport,
} from '@/features/statements/check-statement'
import type { PaymentMatch } from '@/features/statements/match'
import { ForbiddenError } from '@/lib/errors'
import type {
  Admin,
  AlumniRegistration,
  AlumniResource,
  ReunionRegistration,
  User,
} from '@/payload-types'

import { mailsTo as allMailsTo } from '../helpers/outbox'
import { newStaff, testPayload } from '../helpers/payload'

const fileStarted = Date.now()
/** This file's mails only: other files' factories hand out the same addresses. */
const mailsTo = async (to: string) =>
  (await allMailsTo(to)).filter((mail) => Date.parse(mail.sentAt) >= fileStarted)

vi.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }))

const quiet = { disableRevalidate: true }
const SAMPLES = path.resolve('docs/samples')

let payload: Payload
let staff: Admin & { collection: 'admins' }
let networks: AlumniResource[]
/** The demo dues by name, as the seed stores them. */
const dues = new Map<string, AlumniRegistration>()
/** The demo reunion's families by their bKash transaction id, as the seed stores them. */
const families = new Map<string, ReunionRegistration>()

async function sample(name: string): Promise<File> {
  return new File([await readFile(path.join(SAMPLES, name))], name)
}

function csv(lines: string[]): File {
  return new File([lines.join('\r\n')], 'statement.csv', { type: 'text/csv' })
}

async function member(): Promise<User & { collection: 'users' }> {
  const doc = await payload.create({ collection: 'users', data: buildStudent(), context: quiet })
  return { ...doc, collection: 'users' }
}

async function pending(
  network: AlumniResource,
  overrides: Parameters<typeof buildAlumniRegistration>[2] = {},
) {
  const owner = await member()
  return payload.create({
    collection: 'alumni-registrations',
    data: buildAlumniRegistration(owner.id, network.id, overrides),
    context: quiet,
  })
}

function checked(report: StatementReport) {
  if (report.status !== 'checked') throw new Error(JSON.stringify(report.problems))
  return {
    format: report.format,
    matched: report.matched.map((entry) => entry.payment.name).sort(),
    amountDiffers: report.amountDiffers.map(({ payment, line, due }) => [
      payment.name,
      due,
      line.amount,
    ]),
    missing: report.missing.map((payment) => payment.name),
    unclaimed: report.unclaimed.map((line) => line.transactionId),
    alreadyClaimed: report.alreadyClaimed.map((line) => line.transactionId).sort(),
  }
}

beforeAll(async () => {
  payload = await testPayload()
  staff = await newStaff(payload, 'treasurer')
  networks = []
  for (const network of NETWORKS)
    networks.push(
      await payload.create({
        collection: 'alumni-resources',
        data: buildAlumniResource({ title: network.title, membership_fee: network.fee }),
        context: quiet,
      }),
    )
  // The demo teacher's Nagad payment of the seed, which the Nagad sample confirms too.
  const seeded = [
    ...DEMO_DUES,
    {
      name: 'Mousumi Akter',
      network: 1,
      method: 'Nagad',
      transaction_id: '7N3K8P1Z',
      phone: '01711-000700',
    } as const,
  ]
  for (const due of seeded)
    dues.set(
      due.name,
      await pending(networks[due.network]!, {
        name: due.name,
        phone_no: due.phone,
        payment_method: due.method,
        transaction_id: due.transaction_id,
      }),
    )
  // The demo reunion's families paid by bKash; the bKash sample confirms the first.
  await seedReunion(payload)
  const { docs } = await payload.find({ collection: 'reunion-registrations', depth: 0 })
  for (const family of docs) families.set(family.transaction_id ?? '', family)
}, 120_000)

describe('reading statements', () => {
  it("sorts each provider's sample into matched, amount differs, missing and unclaimed", async () => {
    const expected = [
      {
        method: 'Bkash',
        file: 'bkash-statement.csv',
        format: 'bKash merchant statement',
        matched: ['Asif Iqbal', 'Dr. Mehedi Hasan', 'Sabrina Karim', 'Tahmina Sultana'],
        amountDiffers: [['Nafisa Anjum', 1000, 500]],
        unclaimed: ['9BK8S2H4YG'],
      },
      {
        method: 'Nagad',
        file: 'nagad-statement.csv',
        format: 'Nagad merchant statement',
        matched: ['Mousumi Akter', 'Rumana Afroz', 'Tanjila Islam'],
        amountDiffers: [['Md. Shakil Ahmed', 1000, 100]],
        unclaimed: ['7N5A1B2C'],
      },
      {
        method: 'Rocket',
        file: 'rocket-statement.csv',
        format: 'Rocket merchant statement',
        matched: ['Ishrat Jahan', 'Marzia Sultana', 'Rezaul Karim'],
        amountDiffers: [['Md. Nahid Hasan', 1500, 1000]],
        unclaimed: ['1234509880'],
      },
      {
        method: 'Bank Account',
        file: 'bank-statement.csv',
        format: 'Bank account statement',
        matched: ['Arif Mahmud', 'Moushumi Das'],
        amountDiffers: [['Shaila Sharmin', 1200, 1000]],
        unclaimed: ['FT26325-0110'],
      },
    ]
    for (const { method, file, ...sorted } of expected) {
      const report = checked(await checkStatement({ method, file: await sample(file) }, staff))
      expect(report, file).toMatchObject({ ...sorted, alreadyClaimed: [] })
      // The demo payments no sample shows yet: dues, and two reunion families (other test files'
      // pending payments share the database, so only the demo's are checked).
      if (method === 'Bkash')
        expect(report.missing).toEqual(
          expect.arrayContaining(['Fahim Faisal', 'Mahbub Alam', 'Shakil Ahmed']),
        )
    }
  })

  it('reads the date, amount and sender of each line, from CSV and from Excel alike', async () => {
    const fromCsv = await checkStatement(
      { method: 'Bkash', file: await sample('bkash-statement.csv') },
      staff,
    )
    const fromExcel = await checkStatement(
      { method: 'Bkash', file: await sample('bkash-statement.xlsx') },
      staff,
    )
    expect(checked(fromExcel)).toEqual(checked(fromCsv))
    const line = (report: StatementReport) =>
      report.status === 'checked' ? report.unclaimed[0] : undefined
    // Bangladesh time, UTC+6: 20:11 on 22 November is 14:11 UTC.
    expect(line(fromCsv)).toEqual({
      line: 6,
      transactionId: '9BK8S2H4YG',
      key: '9BK8S2H4YG',
      paidAt: '2026-11-22T14:11:19.000Z',
      amount: 2000,
      sender: '01819555123',
    })
    // The export's date cell holds the day; its amount cell a number.
    expect(line(fromExcel)).toMatchObject({ amount: 2000, sender: '01819555123' })
    expect(line(fromExcel)?.paidAt.slice(0, 10)).toBe('2026-11-21')
  })

  it('reports a bad file by line number and uses none of it', async () => {
    const file = csv([
      'Transaction Date,Transaction ID,Sender Account,Amount (BDT)',
      '2026-11-20 09:14:32,9BK8R3T5WA,01711220101,1000',
      '2026-11-20 10:00:00,9BK8R4L2QC,01711220102,one thousand',
      '31/02/2026,9BK8R6N7PD,01711220103,1500',
      '2026-11-21 11:00:00,9bk8r3t5wa,01711220104,1000',
      '2026-11-21 12:00:00,,01711220105,1000',
    ])
    const report = await checkStatement({ method: 'Bkash', file }, staff)
    expect(report.status).toBe('invalid')
    const problems = report.status === 'invalid' ? report.problems : []
    expect(problems.map((problem) => problem.line)).toEqual([3, 4, 5, 6])
    expect(problems[0]?.en).toContain('“one thousand” is not a sum of taka')
    expect(problems[1]?.en).toContain('The date “31/02/2026” cannot be read')
    expect(problems[2]?.en).toContain('appears twice (first on line 2)')
    expect(problems[3]?.bn).toBe('লেনদেন আইডি খালি।')
    expect(await approveMatchedPayments({ method: 'Bkash', file }, staff)).toMatchObject({
      status: 'invalid',
    })
    const sabrina = await payload.findByID({
      collection: 'alumni-registrations',
      id: dues.get('Sabrina Karim')!.id,
    })
    expect(sabrina.status).toBe('pending')
  })

  it('says which headings it looked for when the statement is of another provider', async () => {
    const report = await checkStatement(
      { method: 'Nagad', file: await sample('bkash-statement.csv') },
      staff,
    )
    expect(report).toMatchObject({ status: 'invalid', problems: [{ line: 1 }] })
    expect(report.status === 'invalid' && report.problems[0]?.en).toContain(
      'Txn ID, Txn Date & Time, Amount',
    )
  })

  it('reads a new export layout once staff add its columns as a statement format', async () => {
    const network = networks[0]!
    const id = bkashTransactionId()
    const owner = await pending(network, {
      name: 'Kamrul Hasan',
      transaction_id: id,
      phone_no: '01700-000001',
    })
    const file = csv([
      'bKash Business Statement',
      'TrxID;Time;Paid By;Received',
      `${id};20-11-2026 10:15;01700000001;"৳ ১,০০০"`,
    ])
    expect(await checkStatement({ method: 'Bkash', file }, staff)).toMatchObject({
      status: 'invalid',
    })
    await payload.create({
      collection: 'statement-formats',
      data: {
        name: 'bKash business statement, 2027 layout',
        method: 'Bkash',
        transaction_id_heading: 'TrxID',
        date_heading: 'time',
        amount_heading: 'RECEIVED',
        sender_heading: 'Paid by',
      },
      user: staff,
      overrideAccess: false,
    })
    const report = await checkStatement({ method: 'Bkash', file }, staff)
    expect(report).toMatchObject({
      status: 'checked',
      format: 'bKash business statement, 2027 layout',
    })
    expect(report.status === 'checked' && report.matched.map((m) => m.payment.id)).toEqual([
      owner.id,
    ])
  })

  it('is for staff only', async () => {
    const file = await sample('bkash-statement.csv')
    await expect(checkStatement({ method: 'Bkash', file }, await member())).rejects.toBeInstanceOf(
      ForbiddenError,
    )
    await expect(
      approveMatchedPayments({ method: 'Bkash', file }, await member()),
    ).rejects.toBeInstanceOf(ForbiddenError)
    await expect(
      payload.find({ collection: 'statement-lines', user: await member(), overrideAccess: false }),
    ).rejects.toThrow()
  })
})

describe('someone else’s payment', () => {
  it('is shown as "sender differs" for a decision, never matched nor approved with the rest', async () => {
    // Finding 5: a line nobody claimed (sender 01819555123) claimed by a stranger's registration.
    const id = bkashTransactionId()
    const stranger = await pending(networks[0]!, {
      name: 'A Stranger',
      payment_method: 'Bkash',
      transaction_id: id,
      phone_no: '01555-000999',
    })
    const statement = () =>
      csv([
        'Transaction Date,Transaction ID,Sender Account,Amount (BDT)',
        `2026-11-22 20:11:19,${id},01819555123,1000`,
      ])
    const report = await checkStatement({ method: 'Bkash', file: statement() }, staff)
    if (report.status !== 'checked') throw new Error('The statement was not read.')
    expect(report.matched).toEqual([])
    expect(report.senderDiffers.map((entry) => [entry.payment.id, entry.line.sender])).toEqual([
      [stranger.id, '01819555123'],
    ])
    const approved = await approveMatchedPayments({ method: 'Bkash', file: statement() }, staff)
    expect(approved).toMatchObject({ status: 'approved', approved: 0 })
    const after = await payload.findByID({ collection: 'alumni-registrations', id: stranger.id })
    expect(after.status).toBe('pending')
  })
})

describe('approving the matched payments', () => {
  it('approves them in one action, e-mails each member and records every decision', async () => {
    const started = new Date().toISOString()
    const answer = await approveMatchedPayments(
      { method: 'Bkash', file: await sample('bkash-statement.csv') },
      staff,
    )
    expect(answer).toMatchObject({ status: 'approved', approved: 4, alreadyDecided: 0 })
    if (answer.status !== 'approved') return
    // What remains for a decision; the approved lines now show as claimed.
    expect(checked(answer.report)).toMatchObject({
      matched: [],
      amountDiffers: [['Nafisa Anjum', 1000, 500]],
      unclaimed: ['9BK8S2H4YG'],
      alreadyClaimed: ['9BK8R3T5WA', '9BK8R4L2QC', '9BK8R6N7PD', '9BK9J2W5RA'],
    })

    for (const name of ['Sabrina Karim', 'Asif Iqbal', 'Dr. Mehedi Hasan']) {
      const due = dues.get(name)!
      const stored = await payload.findByID({
        collection: 'alumni-registrations',
        id: due.id,
        depth: 0,
      })
      expect(stored).toMatchObject({ status: 'approved', verified_by: staff.id })
      const mails = await mailsTo(due.email)
      expect(mails.map((mail) => mail.subject)).toEqual([`Membership approved: ${due.alumni_type}`])
      expect(mails[0]?.text).toContain(`bKash transaction ${due.transaction_id}`)

      const { docs: lines } = await payload.find({
        collection: 'statement-lines',
        where: { registration: { equals: due.id } },
        depth: 0,
      })
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatchObject({ method: 'Bkash', transaction_key: due.transaction_id })

      const { docs: entries } = await payload.find({
        collection: 'audit-log',
        where: {
          createdAt: { greater_than_equal: started },
          or: [
            {
              target_collection: { equals: 'alumni-registrations' },
              target_id: { equals: String(due.id) },
            },
            {
              target_collection: { equals: 'statement-lines' },
              target_id: { equals: String(lines[0]!.id) },
            },
          ],
        },
        sort: 'createdAt',
        depth: 0,
      })
      expect(entries.map((entry) => [entry.target_collection, entry.action, entry.actor])).toEqual([
        ['statement-lines', 'create', staff.id],
        ['alumni-registrations', 'update', staff.id],
      ])
      expect(entries.map((entry) => entry.summary)).toEqual([
        `Bkash ${due.transaction_id} (৳${lines[0]!.amount}) confirmed registration ${due.id}`,
        'status pending → approved',
      ])
    }
    // The reunion family the sample confirms: its tickets verified, the member told, all recorded.
    const tahmina = families.get('9BK9J2W5RA')!
    const verified = await payload.findByID({
      collection: 'reunion-registrations',
      id: tahmina.id,
      depth: 0,
    })
    expect(verified).toMatchObject({ payment_status: 'verified', status: 'confirmed' })
    const [reunionMail, ...more] = await mailsTo('tahmina.sultana@jubilee.padmapar.example')
    expect(more).toEqual([])
    expect(reunionMail?.subject).toBe('Reunion payment confirmed: Silver Jubilee 2027')
    expect(reunionMail?.text).toContain('your payment of ৳3,000 (bKash transaction 9BK9J2W5RA)')
    const { docs: reunionLines } = await payload.find({
      collection: 'statement-lines',
      where: { reunion_registration: { equals: tahmina.id } },
      depth: 0,
    })
    expect(reunionLines).toMatchObject([{ transaction_key: '9BK9J2W5RA', registration: null }])
    const { docs: reunionEntries } = await payload.find({
      collection: 'audit-log',
      where: {
        createdAt: { greater_than_equal: started },
        or: [
          {
            target_collection: { equals: 'reunion-registrations' },
            target_id: { equals: String(tahmina.id) },
          },
          {
            target_collection: { equals: 'statement-lines' },
            target_id: { equals: String(reunionLines[0]!.id) },
          },
        ],
      },
      sort: 'createdAt',
      depth: 0,
    })
    expect(reunionEntries.map((entry) => [entry.target_collection, entry.summary])).toEqual([
      ['statement-lines', `Bkash 9BK9J2W5RA (৳3000) confirmed reunion registration ${tahmina.id}`],
      ['reunion-registrations', 'payment pending → verified'],
    ])
    for (const other of ['9BK9J3X6SB', '9BK9J4Y7TC']) {
      const family = families.get(other)!
      const stored = await payload.findByID({ collection: 'reunion-registrations', id: family.id })
      expect(stored.payment_status, other).toBe('pending')
    }

    for (const name of ['Nafisa Anjum', 'Fahim Faisal']) {
      const due = dues.get(name)!
      const stored = await payload.findByID({ collection: 'alumni-registrations', id: due.id })
      expect(stored.status, name).toBe('pending')
      expect(await mailsTo(due.email), name).toEqual([])
    }

    // The same statement again approves nothing more.
    expect(
      await approveMatchedPayments(
        { method: 'Bkash', file: await sample('bkash-statement.csv') },
        staff,
      ),
    ).toMatchObject({ approved: 0, alreadyDecided: 0 })
  })

  it('lets a statement line confirm one payment only', async () => {
    const sabrina = dues.get('Sabrina Karim')!
    const fahim = dues.get('Fahim Faisal')!
    const line = {
      method: 'Bkash' as const,
      transaction_id: sabrina.transaction_id!,
      transaction_key: sabrina.transaction_id!,
      amount: 1000,
      paid_at: '2026-11-20T03:14:32.000Z',
    }
    // The same line for another payment, and another line for the same payment.
    await expect(
      payload.create({
        collection: 'statement-lines',
        data: { ...line, registration: fahim.id },
        overrideAccess: true,
      }),
    ).rejects.toBeInstanceOf(PayloadValidationError)
    await expect(
      payload.create({
        collection: 'statement-lines',
        data: {
          ...line,
          transaction_id: 'OTHER00001',
          transaction_key: 'OTHER00001',
          registration: sabrina.id,
        },
        overrideAccess: true,
      }),
    ).rejects.toBeInstanceOf(PayloadValidationError)
    // Nor can staff write one by hand.
    await expect(
      payload.create({
        collection: 'statement-lines',
        data: { ...line, transaction_key: 'HANDMADE01', registration: fahim.id },
        user: staff,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('keeps the statement line, without its payment, when the member erases their account', async () => {
    const asif = dues.get('Asif Iqbal')!
    const owner = typeof asif.user === 'object' ? asif.user.id : asif.user
    await payload.delete({ collection: 'users', id: owner, context: quiet })
    const { docs } = await payload.find({
      collection: 'statement-lines',
      where: { transaction_key: { equals: asif.transaction_id } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]?.registration ?? null).toBeNull()
    // The receipt still counts as used: the statement does not offer it again.
    const report = await checkStatement(
      { method: 'Bkash', file: await sample('bkash-statement.csv') },
      staff,
    )
    expect(checked(report).alreadyClaimed).toContain(asif.transaction_id)
  })

  it('approves each payment once when two treasurers approve the same statement together', async () => {
    const network = networks[1]!
    const owners: AlumniRegistration[] = []
    for (let i = 0; i < 4; i++)
      owners.push(
        await pending(network, {
          name: `Racing member ${i}`,
          transaction_id: bkashTransactionId(),
        }),
      )
    const statement = () =>
      csv([
        // No sender column: a statement without one is matched by id and amount alone.
        'Transaction Date,Transaction ID,Amount (BDT)',
        ...owners.map((owner, i) => `2026-11-24 1${i}:00:00,${owner.transaction_id},1500`),
      ])
    const [first, second] = await Promise.all([
      approveMatchedPayments({ method: 'Bkash', file: statement() }, staff),
      approveMatchedPayments({ method: 'Bkash', file: statement() }, staff),
    ])
    const approved = [first, second].map((answer) =>
      answer.status === 'approved' ? answer.approved : -1,
    )
    expect(approved[0]! + approved[1]!).toBe(owners.length)
    for (const owner of owners) {
      const { totalDocs } = await payload.count({
        collection: 'statement-lines',
        where: { registration: { equals: owner.id } },
      })
      expect(totalDocs).toBe(1)
      expect(await mailsTo(owner.email)).toHaveLength(1)
      const { totalDocs: decisions } = await payload.count({
        collection: 'audit-log',
        where: {
          target_collection: { equals: 'alumni-registrations' },
          target_id: { equals: String(owner.id) },
        },
      })
      expect(decisions).toBe(1)
    }
  })
})

describe('reunion payments', () => {
  /** A member's reunion tickets paid by bKash, as the registration stores them. */
  async function reunionPayment(transactionId: string, total: number, language?: 'Bangla') {
    const owner = await payload.create({
      collection: 'users',
      data: { ...buildStudent(), language },
      context: quiet,
    })
    const shakil = families.get('9BK9J4Y7TC')!
    const registration = await payload.create({
      collection: 'reunion-registrations',
      data: {
        reunion: shakil.reunion,
        user: owner.id,
        passing_year: 2001,
        status: 'waiting',
        payment_status: 'pending',
        people: (shakil.people ?? []).map(({ id: _id, ...person }) => ({
          ...person,
          entry_code: null,
        })),
        total,
        payment_method: 'Bkash',
        transaction_id: transactionId,
        transaction_key: transactionId,
      },
      context: quiet,
    })
    return { owner, registration }
  }

  const statement = (...lines: [string, number][]) =>
    csv([
      'Transaction Date,Transaction ID,Amount (BDT)',
      ...lines.map(([id, amount], i) => `2026-11-25 1${i}:00:00,${id},${amount}`),
    ])

  it('leaves a reunion payment whose amount differs for a decision', async () => {
    const id = bkashTransactionId()
    const { owner, registration } = await reunionPayment(id, 1500)
    const file = statement([id, 1000])
    const report = await checkStatement({ method: 'Bkash', file }, staff)
    expect(report.status === 'checked' && report.amountDiffers.map((m) => m.payment)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          collection: 'reunion-registrations',
          id: registration.id,
          due: 1500,
          purpose: 'Silver Jubilee 2027',
        }),
      ]),
    )
    expect(await approveMatchedPayments({ method: 'Bkash', file }, staff)).toMatchObject({
      approved: 0,
    })
    const stored = await payload.findByID({
      collection: 'reunion-registrations',
      id: registration.id,
    })
    expect(stored.payment_status).toBe('pending')
    expect(await mailsTo(owner.email)).toEqual([])
  })

  it('does not let a reunion payment claim a line that confirmed a dues payment', async () => {
    const id = bkashTransactionId()
    const due = await pending(networks[0]!, { transaction_id: id })
    const { owner, registration } = await reunionPayment(id, 1000)
    const file = statement([id, 1000])
    const before = await checkStatement({ method: 'Bkash', file }, staff)
    const payments = (entries: PaymentMatch[]) =>
      entries.map(({ payment }) => [payment.collection, payment.id])
    expect(before.status === 'checked' && payments(before.matched)).toEqual([
      ['alumni-registrations', due.id],
    ])
    expect(before.status === 'checked' && before.missing.map((payment) => payment.id)).toContain(
      registration.id,
    )

    const answer = await approveMatchedPayments({ method: 'Bkash', file }, staff)
    expect(answer).toMatchObject({ status: 'approved', approved: 1 })
    const after = answer.status === 'approved' ? answer.report : null
    expect(after?.status === 'checked' && after.alreadyClaimed.map((l) => l.key)).toEqual([id])
    expect(after?.status === 'checked' && after.missing.map((payment) => payment.id)).toContain(
      registration.id,
    )
    const { docs: lines } = await payload.find({
      collection: 'statement-lines',
      where: { transaction_key: { equals: id } },
      depth: 0,
    })
    expect(lines).toMatchObject([{ registration: due.id, reunion_registration: null }])
    const stored = await payload.findByID({
      collection: 'reunion-registrations',
      id: registration.id,
    })
    expect(stored.payment_status).toBe('pending')
    expect(await mailsTo(owner.email)).toEqual([])
  })

  it('writes to the member in Bangla when their profile says so', async () => {
    const id = bkashTransactionId()
    const { owner } = await reunionPayment(id, 1000, 'Bangla')
    expect(
      await approveMatchedPayments({ method: 'Bkash', file: statement([id, 1000]) }, staff),
    ).toMatchObject({ approved: 1 })
    const [mail] = await mailsTo(owner.email)
    expect(mail?.subject).toBe('পুনর্মিলনীর পেমেন্ট নিশ্চিত: রজতজয়ন্তী ২০২৭')
    expect(mail?.text).toContain(`বিকাশ ট্রানজেকশন ${id}`)
    expect(mail?.text).toContain('অপেক্ষমাণ তালিকায়')
  })
})
