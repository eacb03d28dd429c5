import { describe, expect, it } from 'vitest'

import {
  TRANSACTION_ID_FORMATS,
  TRANSACTION_ID_NEEDS_METHOD,
  transactionIdProblem,
} from './transaction-id'

describe('transactionIdProblem', () => {
  it.each([
    ['Bkash', '9BK7Q2M4XA'],
    ['Bkash', ' 9bk7 q2m4xa '],
    ['Nagad', '7N3K8P1Z'],
    ['Rocket', '১২৩৪৫৬৭৮৯০'],
    ['Bank Account', 'FT24331/0042-DHK'],
  ] as const)(
    'accepts a %s reference as the channel writes it, however typed: %j',
    (method, id) => {
      expect(transactionIdProblem(method, id)).toBeNull()
    },
  )

  it('names the expected shape when a reference cannot be from that channel', () => {
    expect(transactionIdProblem('Bkash', '9BK7Q2M4X')).toBe(TRANSACTION_ID_FORMATS.Bkash.message)
    expect(transactionIdProblem('Bkash', '9BK7Q2M4X-')).toBe(TRANSACTION_ID_FORMATS.Bkash.message)
    expect(transactionIdProblem('Nagad', '7N3K')).toBe(TRANSACTION_ID_FORMATS.Nagad.message)
    expect(transactionIdProblem('Rocket', "1' OR '1'='1")).toBe(
      TRANSACTION_ID_FORMATS.Rocket.message,
    )
    expect(transactionIdProblem('Bank Account', '<script>')).toBe(
      TRANSACTION_ID_FORMATS['Bank Account'].message,
    )
  })

  it('asks for the method when only a reference is given, and is quiet without one', () => {
    expect(transactionIdProblem(undefined, '9BK7Q2M4XA')).toBe(TRANSACTION_ID_NEEDS_METHOD)
    expect(transactionIdProblem('Bkash', undefined)).toBeNull()
    expect(transactionIdProblem(undefined, undefined)).toBeNull()
  })
})
