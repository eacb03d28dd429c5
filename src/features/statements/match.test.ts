import { describe, expect, it } from 'vitest'

import { matchStatement, phoneKey, senderIsMember, type PendingPayment } from './match'
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
  phones: ['01711-000' + String(id).padStart(3, '0')],
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

  it('leaves a line whose sender is not the member for a decision (someone else’s payment)', () => {
    const fromMember = { ...line('AAAA1', 1000), sender: '+8801711000001' }
    const fromStranger = { ...line('BBBB2', 1000), sender: '01819555123' }
    const noSender = line('CCCC3', 1000)
    const result = matchStatement(
      [fromMember, fromStranger, noSender],
      [payment(1, 'AAAA1'), payment(2, 'BBBB2'), payment(3, 'CCCC3')],
      new Set(),
    )
    expect(result.matched.map((m) => m.payment.id)).toEqual([1, 3])
    expect(result.senderDiffers.map((m) => [m.payment.id, m.line.sender])).toEqual([
      [2, '01819555123'],
    ])
  })
})

describe('senderIsMember', () => {
  it('compares phones however they are written, Bengali digits and +880 included', () => {
    expect(phoneKey('+880 1711-000001')).toBe('1711000001')
    // A Rocket account is the number and a check digit.
    expect(phoneKey('019112203011')).toBe(phoneKey('01911-220301'))
    expect(senderIsMember('০১৭১১০০০০০১', ['+8801711000001'])).toBe(true)
    expect(senderIsMember('01711000002', ['01711000001'])).toBe(false)
    expect(senderIsMember('', ['01711000001'])).toBe(true)
    expect(senderIsMember('01711000001', [])).toBe(false)
  })
})
