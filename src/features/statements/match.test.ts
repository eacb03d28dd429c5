import { describe, expect, it } from 'vitest'

import { dueTaka, matchStatement, type PendingPayment } from './match'
import type { StatementLine } from './read-statement'

const line = (key: string, amount: number): StatementLine => ({
  line: 2,
  transactionId: key,
  key,
  paidAt: '2026-11-20T03:14:00.000Z',
  amount,
  sender: '',
})

const payment = (
  id: number,
  key: string,
  due: number | null = 1000,
  collection: PendingPayment['collection'] = 'alumni-registrations',
): PendingPayment => ({
  collection,
  id,
  name: `Member ${id}`,
  email: `m${id}@example.com`,
  purpose: 'Alumni Association',
  transactionId: key,
  key,
  due,
})

describe('dueTaka', () => {
  it('reads the sum of a fee as staff wrote it', () => {
    expect(dueTaka('৳1,000 per year')).toBe(1000)
    expect(dueTaka('১৫০০ টাকা')).toBe(1500)
    expect(dueTaka('Free')).toBeNull()
    expect(dueTaka(null)).toBeNull()
  })
})

describe('matchStatement', () => {
  it('sorts payments by transaction id and amount, and lists unclaimed and claimed lines', () => {
    const result = matchStatement(
      [
        line('AAAA1', 1000),
        line('BBBB2', 500),
        line('CCCC3', 1000),
        line('DDDD4', 1000),
        line('EEEE5', 1000),
      ],
      [payment(1, 'AAAA1'), payment(2, 'BBBB2'), payment(3, 'ZZZZ9'), payment(4, 'EEEE5', null)],
      new Set(['DDDD4']),
    )
    expect(result.matched.map((m) => m.payment.id)).toEqual([1])
    expect(result.amountDiffers.map((m) => [m.payment.id, m.due, m.line.amount])).toEqual([
      [2, 1000, 500],
      [4, null, 1000],
    ])
    expect(result.missing.map((p) => p.id)).toEqual([3])
    expect(result.unclaimed.map((l) => l.key)).toEqual(['CCCC3'])
    expect(result.alreadyClaimed.map((l) => l.key)).toEqual(['DDDD4'])
  })

  it('never matches a line that already confirmed a payment', () => {
    const result = matchStatement([line('AAAA1', 1000)], [payment(1, 'AAAA1')], new Set(['AAAA1']))
    expect(result.matched).toEqual([])
    expect(result.missing.map((p) => p.id)).toEqual([1])
  })
  it('lets one line confirm one payment when dues and a reunion payment name it', () => {
    const result = matchStatement(
      [line('AAAA1', 1000)],
      [payment(1, 'AAAA1'), payment(1, 'AAAA1', 1000, 'reunion-registrations')],
      new Set(),
    )
    expect(result.matched.map((m) => m.payment.collection)).toEqual(['alumni-registrations'])
    expect(result.missing.map((p) => p.collection)).toEqual(['reunion-registrations'])
    expect(result.unclaimed).toEqual([])
  })
})
