import { toAsciiDigits } from '@/lib/digits'

import type { StatementLine } from './read-statement'

/** Where a payment is kept: alumni dues, or a reunion registration's tickets. */
export type PaymentCollection = 'alumni-registrations' | 'reunion-registrations'

/** A pending payment, dues or reunion tickets, as the matching needs it. */
export type PendingPayment = {
  collection: PaymentCollection
  id: number
  name: string
  email: string
  /** What it pays for: the alumni network, or the reunion. */
  purpose: string
  transactionId: string
  /** The normalised transaction id (`transaction_key`). */
  key: string
  /** The sum due in taka; null when the network's fee names none. */
  due: number | null
  /** The member's own phone numbers, which a statement's sender must be one of. */
  phones: readonly string[]
}

export type PaymentMatch = { payment: PendingPayment; line: StatementLine; due: number | null }

export type StatementMatch = {
  /** Same method, same transaction id, the amount that was due: ready to approve. */
  matched: PaymentMatch[]
  /** Same transaction id, another amount (or a fee that names no sum): staff decide. */
  amountDiffers: PaymentMatch[]
  /**
   * Same transaction id and amount, but the statement names a sender who is not the member
   * (someone else's payment claimed, or a family member's phone): staff decide.
   */
  senderDiffers: PaymentMatch[]
  /** Pending payments the statement does not show yet. */
  missing: PendingPayment[]
  /** Statement lines no pending payment claims. */
  unclaimed: StatementLine[]
  /** Statement lines already claimed by an approved payment (an overlapping statement). */
  alreadyClaimed: StatementLine[]
}

/**
 * A Bangladeshi mobile number in one form, its 10 digits after the 0: `+880 1711-…` and `01711…`
 * alike, and a Rocket account (the number and one check digit) as its number.
 */
export function phoneKey(phone: string): string {
  let digits = toAsciiDigits(phone).replace(/\D/g, '').replace(/^880/, '0')
  if (digits.length === 12 && digits.startsWith('01')) digits = digits.slice(0, 11)
  return digits.slice(-10)
}

/** Whether the statement's sender is one of the member's phones; a line without a sender passes. */
export function senderIsMember(sender: string, phones: readonly string[]): boolean {
  const key = phoneKey(sender)
  if (key.length < 10) return true
  return phones.some((phone) => phoneKey(phone) === key)
}

/**
 * Sorts a statement of one method against that method's pending payments, by transaction id,
 * oldest payment first (`claimedKeys`: the ids of lines an earlier approval has already claimed).
 */
export function matchStatement(
  lines: readonly StatementLine[],
  pending: readonly PendingPayment[],
  claimedKeys: ReadonlySet<string>,
): StatementMatch {
  const byKey = new Map(lines.map((line) => [line.key, line]))
  const claimedByPending = new Set<string>()
  const result: StatementMatch = {
    matched: [],
    amountDiffers: [],
    senderDiffers: [],
    missing: [],
    unclaimed: [],
    alreadyClaimed: [],
  }
  for (const payment of pending) {
    // A line confirms one payment: a second payment naming it (dues and reunion alike) waits.
    const taken = claimedKeys.has(payment.key) || claimedByPending.has(payment.key)
    const line = taken ? undefined : byKey.get(payment.key)
    if (!line) {
      result.missing.push(payment)
      continue
    }
    claimedByPending.add(line.key)
    const due = payment.due
    const entry = { payment, line, due }
    if (due === null || due !== line.amount) result.amountDiffers.push(entry)
    else if (!senderIsMember(line.sender, payment.phones)) result.senderDiffers.push(entry)
    else result.matched.push(entry)
  }
  for (const line of lines) {
    if (claimedKeys.has(line.key)) result.alreadyClaimed.push(line)
    else if (!claimedByPending.has(line.key)) result.unclaimed.push(line)
  }
  return result
}
