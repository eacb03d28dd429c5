import type { PaymentMethod } from '@/features/payments'

/** The four facts read from a statement line. */
export const STATEMENT_COLUMNS = ['transaction_id', 'date', 'amount', 'sender'] as const
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number]

/**
 * Which heading of an export holds each fact; every column lists the headings it may carry
 * (compared without case, spaces or punctuation). The sender may be missing from an export.
 */
export type StatementFormat = {
  name: string
  method: PaymentMethod
  headings: Record<StatementColumn, string[]>
}

/**
 * The exports each provider's merchant panel gives today, one sample of each in docs/samples/.
 * A new export layout is added by staff in the admin (Statement formats) and tried first.
 */
export const BUILT_IN_FORMATS: readonly StatementFormat[] = [
  {
    name: 'bKash merchant statement',
    method: 'Bkash',
    headings: {
      transaction_id: ['Transaction ID', 'TrxID'],
      date: ['Transaction Date', 'Date Time', 'Date'],
      amount: ['Amount (BDT)', 'Amount'],
      sender: ['Sender Account', 'From Wallet', 'Sender'],
    },
  },
  {
    name: 'Nagad merchant statement',
    method: 'Nagad',
    headings: {
      transaction_id: ['Txn ID', 'Transaction ID'],
      date: ['Txn Date & Time', 'Date & Time', 'Date'],
      amount: ['Amount', 'Txn Amount'],
      sender: ['Customer Wallet', 'Customer Account', 'Sender'],
    },
  },
  {
    name: 'Rocket merchant statement',
    method: 'Rocket',
    headings: {
      transaction_id: ['TxnId', 'Transaction ID'],
      date: ['Date', 'Txn Date'],
      amount: ['Credit Amount', 'Amount'],
      sender: ['From A/C', 'From Account', 'Sender'],
    },
  },
  {
    name: 'Bank account statement',
    method: 'Bank Account',
    headings: {
      transaction_id: ['Reference', 'Ref No', 'Cheque/Ref No'],
      date: ['Value Date', 'Date', 'Txn Date'],
      amount: ['Credit', 'Deposit', 'Credit Amount'],
      sender: ['Description', 'Particulars', 'Narration'],
    },
  },
]

/** Each built-in export's name in Bangla; a format staff add keeps the name they gave it. */
const BANGLA_NAMES: Record<string, string> = {
  'bKash merchant statement': 'বিকাশ মার্চেন্ট স্টেটমেন্ট',
  'Nagad merchant statement': 'নগদ মার্চেন্ট স্টেটমেন্ট',
  'Rocket merchant statement': 'রকেট মার্চেন্ট স্টেটমেন্ট',
  'Bank account statement': 'ব্যাংক হিসাবের স্টেটমেন্ট',
}

export function formatName(name: string, language: 'en' | 'bn'): string {
  return language === 'bn' ? (BANGLA_NAMES[name] ?? name) : name
}

/**
 * One line of each provider's export as docs/samples has it, under the headings the built-in
 * format reads first: what the statement page shows a treasurer before they choose a file.
 */
export const SAMPLE_LINES: Record<PaymentMethod, Record<StatementColumn, string>> = {
  Bkash: {
    transaction_id: '9BK8R3T5WA',
    date: '2026-11-20 09:14:32',
    amount: '1,000.00',
    sender: '01711220101',
  },
  Nagad: {
    transaction_id: '7N3K8P1Z',
    date: '19/11/2026 10:05 AM',
    amount: '1500',
    sender: '01711000700',
  },
  Rocket: {
    transaction_id: '1234509871',
    date: '18-Nov-2026 12:01',
    amount: '1000.00',
    sender: '019112203011',
  },
  'Bank Account': {
    transaction_id: 'FT26324-0042',
    date: '20/11/2026',
    amount: '1,500.00',
    sender: 'BEFTN MOUSHUMI DAS',
  },
}

/** The formats tried for a method: the office's own (newest first), then the built-in ones. */
export function formatsFor(
  method: PaymentMethod,
  custom: readonly StatementFormat[],
): StatementFormat[] {
  return [...custom, ...BUILT_IN_FORMATS].filter((format) => format.method === method)
}
