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

/** The formats tried for a method: the office's own (newest first), then the built-in ones. */
export function formatsFor(
  method: PaymentMethod,
  custom: readonly StatementFormat[],
): StatementFormat[] {
  return [...custom, ...BUILT_IN_FORMATS].filter((format) => format.method === method)
}
