import { describe, expect, it } from 'vitest'

import { BUILT_IN_FORMATS, formatsFor } from './formats'
import { parseStatementDate, parseTaka, readStatement } from './read-statement'

const sheet = (...rows: string[][]) => rows.map((cells, i) => ({ line: i + 1, cells }))

describe('parseTaka', () => {
  it('reads taka as statements and members write them', () => {
    expect(parseTaka('1,000.00')).toBe(1000)
    expect(parseTaka('৳ ১,৫০০')).toBe(1500)
    expect(parseTaka('BDT 500.5')).toBe(500.5)
    expect(parseTaka('Tk. 1200')).toBe(1200)
  })

  it('refuses what is not a sum', () => {
    for (const text of ['', 'one thousand', '-500', '1.234', '1000 + 200'])
      expect(parseTaka(text)).toBeNull()
  })
})

describe('parseStatementDate', () => {
  it('reads each export’s date, day first, in Bangladesh time', () => {
    expect(parseStatementDate('2026-11-20 14:32:10')).toBe('2026-11-20T08:32:10.000Z')
    expect(parseStatementDate('2026-11-20')).toBe('2026-11-19T18:00:00.000Z')
    expect(parseStatementDate('20/11/2026 02:40 PM')).toBe('2026-11-20T08:40:00.000Z')
    expect(parseStatementDate('05/11/2026 12:15 AM')).toBe('2026-11-04T18:15:00.000Z')
    expect(parseStatementDate('18-Nov-2026 12:01')).toBe('2026-11-18T06:01:00.000Z')
    expect(parseStatementDate('৩ Dec 2026')).toBe('2026-12-02T18:00:00.000Z')
  })

  it('refuses impossible or ambiguous dates', () => {
    for (const text of [
      '31/02/2026',
      '2026-13-01',
      '20/11/26',
      '20-Foo-2026',
      '20/11/2026 25:00',
      '13/11/2026 13:00 PM',
      '',
    ])
      expect(parseStatementDate(text), text).toBeNull()
  })
})

describe('readStatement', () => {
  const bkash = formatsFor('Bkash', [])

  it('finds the heading line under a title and reads each line', () => {
    const read = readStatement(
      sheet(
        ['bKash statement'],
        ['Transaction ID', 'Transaction Date', 'Amount (BDT)', 'Sender Account'],
        ['9bk8 r3t5wa', '2026-11-20 09:14', '1,000.00', '01711220101'],
      ),
      bkash,
    )
    expect(read).toEqual({
      format: 'bKash merchant statement',
      lines: [
        {
          line: 3,
          transactionId: '9bk8 r3t5wa',
          key: '9BK8R3T5WA',
          paidAt: '2026-11-20T03:14:00.000Z',
          amount: 1000,
          sender: '01711220101',
        },
      ],
    })
  })

  it('tries the office’s own formats before the built-in ones', () => {
    const custom = {
      name: 'Office layout',
      method: 'Bkash' as const,
      headings: { transaction_id: ['Ref'], date: ['When'], amount: ['Taka'], sender: [] },
    }
    const read = readStatement(
      sheet(['Ref', 'When', 'Taka'], ['ABCDEFGHIJ', '2026-11-20', '100']),
      formatsFor('Bkash', [custom]),
    )
    expect(read).toMatchObject({
      format: 'Office layout',
      lines: [{ key: 'ABCDEFGHIJ', sender: '' }],
    })
  })

  it('reports every bad line with its number', () => {
    const read = readStatement(
      sheet(
        ['Transaction ID', 'Date', 'Amount'],
        ['AAAAAAAAAA', '2026-11-20', '0'],
        ['<script>', '2026-11-20', '100'],
        ['BBBBBBBBBB', 'yesterday', '100'],
        ['BBBBBBBBBB', '2026-11-20', '100'],
      ),
      bkash,
    )
    expect('problems' in read && read.problems.map((p) => p.line)).toEqual([2, 3, 4, 5])
  })

  it('names the headings it looked for when none is found', () => {
    const read = readStatement(sheet(['TrxID only', 'Amount']), bkash)
    expect(read).toMatchObject({ problems: [{ line: 1 }] })
    expect('problems' in read && read.problems[0]?.en).toContain(
      'Transaction ID, Transaction Date, Amount (BDT)',
    )
  })

  it('keeps one built-in format per method', () => {
    expect(new Set(BUILT_IN_FORMATS.map((format) => format.method)).size).toBe(
      BUILT_IN_FORMATS.length,
    )
  })
})
