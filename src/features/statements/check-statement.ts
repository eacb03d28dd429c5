import 'server-only'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  ValidationError as PayloadValidationError,
  type PayloadRequest,
} from 'payload'

import { requireDuty } from '@/access/duties'
import type { Staff } from '@/access/user-kinds'
import { isPaymentMethod } from '@/features/payments/labels'
import type { PaymentMethod } from '@/features/payments'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { ValidationError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { readUploadedSheet } from '@/lib/read-sheet'

import { dueTaka } from '@/features/payments/due'

import { formatsFor, type StatementFormat } from './formats'
import {
  matchStatement,
  type PaymentMatch,
  type PendingPayment,
  type StatementMatch,
} from './match'
import {
  MAX_STATEMENT_LINES,
  readStatement,
  type StatementLine,
  type StatementProblem,
} from './read-statement'

/** A month's statement of a busy account is well under 1 MB as CSV. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024

export const CHOOSE_METHOD = 'Choose the statement’s payment method.'
export const CHOOSE_STATEMENT = 'Choose a CSV or Excel (.xlsx) statement of at most 5 MB.'

export type StatementInput = { method: unknown; file: unknown }

export type StatementReport =
  | ({ status: 'checked'; method: PaymentMethod; format: string } & StatementMatch)
  | { status: 'invalid'; problems: StatementProblem[] }

export type ApprovalReport = {
  status: 'approved'
  /** Payments approved now. */
  approved: number
  /** Matched payments someone else decided on meanwhile, left as they are. */
  alreadyDecided: number
  /** The statement checked again after the approvals. */
  report: StatementReport
}

/** A statement's heading lines and a month of a busy account, with room to say it is too long. */
const STATEMENT_SHEET_CAPS = { maxLines: MAX_STATEMENT_LINES + 100 }

function checkedInput(input: StatementInput): { method: PaymentMethod; file: Blob } {
  const method = String(input.method ?? '')
  if (!isPaymentMethod(method)) throw new ValidationError({ method: [CHOOSE_METHOD] })
  const file = input.file
  if (!(file instanceof Blob) || file.size === 0 || file.size > MAX_STATEMENT_BYTES)
    throw new ValidationError({ file: [CHOOSE_STATEMENT] })
  return { method, file }
}

/** The office's own formats for a method, newest first. */
async function customFormats(staff: Staff, method: PaymentMethod): Promise<StatementFormat[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'statement-formats',
    where: { method: { equals: method } },
    sort: '-updatedAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: staff,
  })
  return docs.map((doc) => ({
    name: doc.name,
    method,
    headings: {
      transaction_id: [doc.transaction_id_heading],
      date: [doc.date_heading],
      amount: [doc.amount_heading],
      sender: doc.sender_heading ? [doc.sender_heading] : [],
    },
  }))
}

/** Transaction ids of these lines that already confirmed a payment, from a statement or by hand. */
async function settledKeys(
  staff: Staff,
  method: PaymentMethod,
  lines: readonly StatementLine[],
): Promise<Set<string>> {
  const payload = await getPayloadClient()
  const keys = {
    payment_method: { equals: method },
    transaction_key: { in: lines.map((l) => l.key) },
  }
  const asStaff = { pagination: false, depth: 0, overrideAccess: false, user: staff } as const
  const select = { transaction_key: true } as const
  const found = await Promise.all([
    payload.find({
      collection: 'statement-lines',
      where: { method: keys.payment_method, transaction_key: keys.transaction_key },
      select,
      ...asStaff,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'alumni-registrations',
      where: { ...keys, status: { equals: 'approved' } },
      select,
      ...asStaff,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'reunion-registrations',
      where: { ...keys, payment_status: { equals: 'verified' } },
      select,
      ...asStaff,
      overrideAccess: false,
    }),
  ])
  return new Set(
    found.flatMap(({ docs }) =>
      docs.flatMap((doc) => (doc.transaction_key ? [doc.transaction_key] : [])),
    ),
  )
}

type Dated = PendingPayment & { createdAt: string }

async function pendingDues(staff: Staff, method: PaymentMethod): Promise<Dated[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'alumni-registrations',
    where: {
      status: { equals: 'pending' },
      payment_method: { equals: method },
      transaction_key: { exists: true },
    },
    select: {
      name: true,
      email: true,
      phone_no: true,
      user: true,
      alumni_type: true,
      transaction_id: true,
      transaction_key: true,
      amount: true,
      createdAt: true,
    },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: staff,
  })
  const phones = await memberPhones(docs.map((doc) => doc.user))
  return docs.flatMap((doc) =>
    doc.transaction_key
      ? [
          {
            collection: 'alumni-registrations' as const,
            id: doc.id,
            name: doc.name,
            email: doc.email,
            purpose: doc.alumni_type ?? '',
            transactionId: doc.transaction_id ?? doc.transaction_key,
            key: doc.transaction_key,
            due: dueTaka(doc.amount),
            phones: [doc.phone_no ?? '', ...(phones.get(idOf(doc.user)) ?? [])].filter(Boolean),
            createdAt: doc.createdAt,
          },
        ]
      : [],
  )
}

/** Reunion tickets paid and not yet verified, confirmed or on the waiting list alike. */
async function pendingReunionPayments(staff: Staff, method: PaymentMethod): Promise<Dated[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'reunion-registrations',
    where: {
      payment_status: { equals: 'pending' },
      payment_method: { equals: method },
      transaction_key: { exists: true },
    },
    select: {
      reunion: true,
      user: true,
      transaction_id: true,
      transaction_key: true,
      total: true,
      createdAt: true,
    },
    populate: {
      events: { name: true },
      users: { first_name: true, last_name: true, email: true },
    },
    pagination: false,
    depth: 1,
    locale: DEFAULT_LOCALE,
    overrideAccess: false,
    user: staff,
  })
  const phones = await memberPhones(docs.map((doc) => doc.user))
  return docs.flatMap((doc) => {
    if (!doc.transaction_key) return []
    const member = typeof doc.user === 'object' ? doc.user : null
    const reunion = typeof doc.reunion === 'object' ? doc.reunion.name : ''
    const name = [member?.first_name, member?.last_name].filter(Boolean).join(' ')
    return [
      {
        collection: 'reunion-registrations' as const,
        id: doc.id,
        name: name || `#${doc.id}`,
        email: member?.email ?? '',
        purpose: reunion,
        transactionId: doc.transaction_id ?? doc.transaction_key,
        key: doc.transaction_key,
        due: doc.total,
        phones: phones.get(idOf(doc.user)) ?? [],
        createdAt: doc.createdAt,
      },
    ]
  })
}

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value !== null ? value.id : (value ?? null)

/**
 * The phones on the members' own profiles, compared with a statement's senders. Read past the
 * treasurer's access on purpose: they are compared here and never shown (a child's phone is the
 * office's to read, docs/security.md, "Staff roles").
 */
async function memberPhones(
  users: (number | { id: number } | null | undefined)[],
): Promise<Map<number | null, string[]>> {
  const ids = [...new Set(users.map(idOf).filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const payload = await getPayloadClient()
  // The comparison reads what the treasurer may not see; only whether it matches leaves here.
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { phone: true, alternative_phone: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(
    docs.map((doc) => [doc.id, [doc.phone ?? '', doc.alternative_phone ?? ''].filter(Boolean)]),
  )
}

/** Dues and reunion payments of the method, oldest first: the first to name a line claims it. */
async function pendingPayments(staff: Staff, method: PaymentMethod): Promise<PendingPayment[]> {
  const [dues, reunions] = await Promise.all([
    pendingDues(staff, method),
    pendingReunionPayments(staff, method),
  ])
  return [...dues, ...reunions]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map(({ createdAt: _createdAt, ...payment }) => payment)
}

async function check(staff: Staff, method: PaymentMethod, file: Blob): Promise<StatementReport> {
  const sheet = await readUploadedSheet(file, STATEMENT_SHEET_CAPS)
  if ('problem' in sheet) return { status: 'invalid', problems: [sheet.problem] }
  const read = readStatement(sheet.lines, formatsFor(method, await customFormats(staff, method)))
  if ('problems' in read) return { status: 'invalid', problems: read.problems }
  const [pending, settled] = await Promise.all([
    pendingPayments(staff, method),
    settledKeys(staff, method, read.lines),
  ])
  return {
    status: 'checked',
    method,
    format: read.format,
    ...matchStatement(read.lines, pending, settled),
  }
}

/**
 * The treasurer's statement check: each pending payment of the statement's method is matched,
 * differs in amount, or is not in the statement yet, and each line no payment claims is listed.
 * Nothing is stored.
 */
export async function checkStatement(
  input: StatementInput,
  user: PayloadRequest['user'],
): Promise<StatementReport> {
  const staff = requireDuty(user, 'money')
  const { method, file } = checkedInput(input)
  return check(staff, method, file)
}

/** Whether the payment still waits for a decision, read inside the approval's transaction. */
async function stillPending(payment: PendingPayment, req: PayloadRequest): Promise<boolean> {
  const payload = req.payload
  const read = { id: payment.id, depth: 0, overrideAccess: false, req } as const
  if (payment.collection === 'reunion-registrations') {
    const current = await payload.findByID({
      collection: payment.collection,
      ...read,
      overrideAccess: false,
    })
    return current.payment_status === 'pending'
  }
  const current = await payload.findByID({
    collection: payment.collection,
    ...read,
    overrideAccess: false,
  })
  return current.status === 'pending'
}

/** The registration's own approval: its e-mail and audit entry follow from its hooks. */
async function approve(payment: PendingPayment, req: PayloadRequest): Promise<void> {
  const write = { id: payment.id, overrideAccess: false, req } as const
  if (payment.collection === 'reunion-registrations')
    await req.payload.update({
      collection: payment.collection,
      data: { payment_status: 'verified' },
      ...write,
      overrideAccess: false,
    })
  else
    await req.payload.update({
      collection: payment.collection,
      data: { status: 'approved' },
      ...write,
      overrideAccess: false,
    })
}

/**
 * Claims the statement line for the payment and approves it through the registration's own
 * update, together or not at all. False when the payment was decided or the line claimed
 * meanwhile.
 */
async function approveFromStatement(
  staff: Staff,
  method: PaymentMethod,
  format: string,
  { payment, line }: PaymentMatch,
): Promise<boolean> {
  const payload = await getPayloadClient()
  const req = await createLocalReq({ user: staff }, payload)
  await initTransaction(req)
  try {
    if (!(await stillPending(payment, req))) {
      await killTransaction(req)
      return false
    }
    const reunion = payment.collection === 'reunion-registrations'
    await payload.create({
      collection: 'statement-lines',
      data: {
        method,
        transaction_id: line.transactionId,
        transaction_key: line.key,
        amount: line.amount,
        paid_at: line.paidAt,
        sender: line.sender || null,
        registration: reunion ? null : payment.id,
        reunion_registration: reunion ? payment.id : null,
        statement_format: format,
      },
      // Lines are written only here, after the match: the collection's create is closed.
      overrideAccess: true,
      req,
    })
    await approve(payment, req)
    await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    // The unique line or registration: another approval claimed it first.
    if (error instanceof PayloadValidationError) return false
    throw error
  }
}

/**
 * Approves every matched payment of the statement, each with the line that confirms it; payments
 * whose amount differs or that the statement does not show stay pending for a decision.
 */
export async function approveMatchedPayments(
  input: StatementInput,
  user: PayloadRequest['user'],
): Promise<ApprovalReport | Extract<StatementReport, { status: 'invalid' }>> {
  const staff = requireDuty(user, 'money')
  const { method, file } = checkedInput(input)
  const before = await check(staff, method, file)
  if (before.status === 'invalid') return before
  let approved = 0
  for (const entry of before.matched)
    if (await approveFromStatement(staff, method, before.format, entry)) approved += 1
  return {
    status: 'approved',
    approved,
    alreadyDecided: before.matched.length - approved,
    report: await check(staff, method, file),
  }
}
