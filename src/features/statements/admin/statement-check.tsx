'use client'

import { useTranslation } from '@payloadcms/ui'
import Link from 'next/link'
import { useRef, useState, type ReactNode } from 'react'

import type { PaymentMatch, PendingPayment } from '@/features/statements/match'
import {
  BUILT_IN_FORMATS,
  formatName,
  SAMPLE_LINES,
  STATEMENT_COLUMNS,
} from '@/features/statements/formats'
import type { StatementLine } from '@/features/statements/read-statement'
import {
  approveMatchedAction,
  checkStatementAction,
  type StatementActionAnswer,
} from '@/features/statements/actions'
import type { PaymentMethod } from '@/features/payments/provider'
import { PAYMENT_METHODS } from '@/lib/constants'
import { formatStaffDate, formatTaka } from '@/lib/format'

import type { StatementCase } from '@/features/today/admin/payment-decision'
import {
  adminCell,
  adminTable,
  LineProblems,
  SheetFileInput,
} from '@/components/admin/sheet-upload'

type Lang = 'en' | 'bn'

/** The panel's words in the admin's two languages. */
const TEXT = {
  en: {
    heading: 'Check a payment statement',
    intro:
      'Upload the merchant statement exported from bKash, Nagad or Rocket, or the bank statement, as CSV or Excel (.xlsx). Each pending payment of that method, alumni dues and reunion tickets, is compared by transaction ID and amount; nothing changes until you approve.',
    method: 'Payment method',
    methods: { Bkash: 'bKash', Nagad: 'Nagad', Rocket: 'Rocket', 'Bank Account': 'Bank account' },
    file: 'Statement file',
    check: 'Check statement',
    working: 'Working…',
    readAs: (format: string) => `Read as: ${format}.`,
    expects: (format: string) =>
      `A ${format} is read from a heading line with these columns (the sender may be missing), for example:`,
    facts: {
      transaction_id: 'Transaction ID',
      date: 'Date and time',
      amount: 'Amount (taka)',
      sender: 'Sender',
    },
    inFile: 'Column in the file',
    sample: 'Sample line',
    otherLayout: ['Another layout? Add its column names under ', 'Statement formats', '.'],
    invalid: 'The statement was not used. Fix these lines and upload it again:',
    line: 'Line',
    problem: 'Problem',
    matched: (n: number) => `Matched (${n})`,
    matchedHelp: 'Same transaction ID and the amount that was due.',
    approveAll: (n: number) => `Approve all ${n} matched payments`,
    amountDiffers: (n: number) => `Amount differs (${n})`,
    amountDiffersHelp:
      'The transaction ID is in the statement with another amount. Decide each one.',
    senderDiffers: (n: number) => `Sender is not the member (${n})`,
    senderDiffersHelp:
      'The transaction ID and amount match, but the statement names a sender whose number is not on the member’s profile or registration: it may be someone else’s payment. Decide each one.',
    confirmApprove: (n: number, sum: string) =>
      `Approve ${n} payments, ${sum} in all? Each member is e-mailed at once, and an approval cannot be undone.`,
    confirm: 'Approve and send the e-mails',
    cancel: 'Cancel',
    missing: (n: number) => `Not in the statement yet (${n})`,
    missingHelp: 'Pending payments this statement does not show. They stay pending.',
    unclaimed: (n: number) => `Lines no payment claims (${n})`,
    unclaimedHelp: 'Money received that no pending registration names.',
    alreadyClaimed: (n: number) => `${n} lines already confirmed an approved payment.`,
    none: 'None.',
    approved: (n: number) => `${n} payments approved; each member is e-mailed the approval.`,
    alreadyDecided: (n: number) => `${n} payments had been decided by someone else meanwhile.`,
    member: 'Member',
    purpose: 'Paid for',
    transaction: 'Transaction ID',
    due: 'Due (taka)',
    paid: 'In statement (taka)',
    date: 'Date',
    sender: 'Sender',
    decide: 'Open to decide',
  },
  bn: {
    heading: 'পেমেন্ট স্টেটমেন্ট যাচাই',
    intro:
      'বিকাশ, নগদ বা রকেট থেকে এক্সপোর্ট করা মার্চেন্ট স্টেটমেন্ট, অথবা ব্যাংক স্টেটমেন্ট, CSV বা Excel (.xlsx) হিসেবে আপলোড করুন। ওই পদ্ধতির প্রতিটি অপেক্ষমাণ পেমেন্ট, অ্যালামনাই চাঁদা ও পুনর্মিলনীর টিকিট, লেনদেন আইডি ও টাকার পরিমাণ দিয়ে মেলানো হয়; আপনি অনুমোদন না করা পর্যন্ত কিছুই বদলায় না।',
    method: 'পেমেন্ট পদ্ধতি',
    methods: { Bkash: 'বিকাশ', Nagad: 'নগদ', Rocket: 'রকেট', 'Bank Account': 'ব্যাংক হিসাব' },
    file: 'স্টেটমেন্ট ফাইল',
    check: 'স্টেটমেন্ট যাচাই করুন',
    working: 'কাজ চলছে…',
    readAs: (format: string) => `যেভাবে পড়া হয়েছে: ${format}।`,
    expects: (format: string) =>
      `${format} পড়া হয় এই কলামগুলোর শিরোনাম-সারি থেকে (প্রেরকের কলাম না থাকলেও চলে), যেমন:`,
    facts: {
      transaction_id: 'লেনদেন আইডি',
      date: 'তারিখ ও সময়',
      amount: 'টাকার পরিমাণ',
      sender: 'প্রেরক',
    },
    inFile: 'ফাইলে কলামের নাম',
    sample: 'নমুনা সারি',
    otherLayout: ['অন্য রকম ফাইল? কলামের নামগুলো ', 'স্টেটমেন্ট ফরম্যাট', '-এ যোগ করুন।'],
    invalid: 'স্টেটমেন্টটি ব্যবহার করা হয়নি। এই লাইনগুলো ঠিক করে আবার আপলোড করুন:',
    line: 'লাইন',
    problem: 'সমস্যা',
    matched: (n: number) => `মিলেছে (${bn(n)})`,
    matchedHelp: 'একই লেনদেন আইডি এবং যত টাকা দেওয়ার কথা তত টাকা।',
    approveAll: (n: number) => `মিলে যাওয়া ${bn(n)}টি পেমেন্ট অনুমোদন করুন`,
    amountDiffers: (n: number) => `টাকার পরিমাণ ভিন্ন (${bn(n)})`,
    amountDiffersHelp: 'লেনদেন আইডি স্টেটমেন্টে আছে, কিন্তু অন্য পরিমাণে। প্রতিটি আলাদাভাবে সিদ্ধান্ত নিন।',
    senderDiffers: (n: number) => `প্রেরক সদস্য নন (${bn(n)})`,
    senderDiffersHelp:
      'লেনদেন আইডি ও টাকার পরিমাণ মিলেছে, কিন্তু স্টেটমেন্টে যে প্রেরকের নম্বর আছে তা সদস্যের প্রোফাইল বা নিবন্ধনে নেই: এটি অন্য কারও পেমেন্ট হতে পারে। প্রতিটি আলাদাভাবে সিদ্ধান্ত নিন।',
    confirmApprove: (n: number, sum: string) =>
      `মোট ${sum}-এর ${bn(n)}টি পেমেন্ট অনুমোদন করবেন? প্রত্যেক সদস্যকে সঙ্গে সঙ্গে ই-মেইল পাঠানো হবে, এবং অনুমোদন আর ফেরানো যায় না।`,
    confirm: 'অনুমোদন করে ই-মেইল পাঠান',
    cancel: 'বাতিল',
    missing: (n: number) => `স্টেটমেন্টে এখনো নেই (${bn(n)})`,
    missingHelp: 'যে অপেক্ষমাণ পেমেন্ট এই স্টেটমেন্টে নেই। এগুলো অপেক্ষমাণই থাকবে।',
    unclaimed: (n: number) => `কোনো পেমেন্টের দাবি নেই এমন লাইন (${bn(n)})`,
    unclaimedHelp: 'যে টাকা এসেছে কিন্তু কোনো অপেক্ষমাণ নিবন্ধনে তার উল্লেখ নেই।',
    alreadyClaimed: (n: number) => `${bn(n)}টি লাইন আগেই কোনো অনুমোদিত পেমেন্ট নিশ্চিত করেছে।`,
    none: 'নেই।',
    approved: (n: number) =>
      `${bn(n)}টি পেমেন্ট অনুমোদিত হয়েছে; প্রত্যেক সদস্যকে অনুমোদনের ই-মেইল পাঠানো হয়েছে।`,
    alreadyDecided: (n: number) => `${bn(n)}টি পেমেন্টের সিদ্ধান্ত এর মধ্যে অন্য কেউ নিয়ে ফেলেছেন।`,
    member: 'সদস্য',
    purpose: 'যার জন্য পেমেন্ট',
    transaction: 'লেনদেন আইডি',
    due: 'প্রাপ্য (টাকা)',
    paid: 'স্টেটমেন্টে (টাকা)',
    date: 'তারিখ',
    sender: 'প্রেরক',
    decide: 'খুলে সিদ্ধান্ত নিন',
  },
}

/** The chosen provider's columns, as its export names them, over one sample line. */
function ExpectedColumns({ method, lang }: { method: PaymentMethod; lang: Lang }) {
  const text = TEXT[lang]
  const format = BUILT_IN_FORMATS.find((f) => f.method === method)
  const sample = SAMPLE_LINES[method]
  if (!format) return null
  const name = formatName(format.name, lang)
  return (
    <div style={{ marginTop: '1rem', maxWidth: '48rem' }} data-expected-columns>
      <p style={{ margin: '0 0 0.5rem' }}>{text.expects(name)}</p>
      <table style={adminTable} aria-label={name}>
        <thead>
          <tr>
            <td style={adminCell} />
            {STATEMENT_COLUMNS.map((column) => (
              <th key={column} scope="col" style={adminCell}>
                {text.facts[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" style={adminCell}>
              {text.inFile}
            </th>
            {STATEMENT_COLUMNS.map((column) => (
              <td key={column} style={{ ...adminCell, fontFamily: 'monospace' }}>
                {format.headings[column][0]}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" style={adminCell}>
              {text.sample}
            </th>
            {STATEMENT_COLUMNS.map((column) => (
              <td key={column} style={{ ...adminCell, fontFamily: 'monospace' }}>
                {sample[column]}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p style={{ margin: '0.5rem 0 0' }}>
        {text.otherLayout[0]}
        <Link href="/admin/collections/statement-formats">{text.otherLayout[1]}</Link>
        {text.otherLayout[2]}
      </p>
    </div>
  )
}

function bn(n: number): string {
  return String(n).replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)))
}

const when = (iso: string, lang: Lang) => formatStaffDate(iso, lang, { time: true })

function Section({
  id,
  title,
  help,
  children,
}: {
  id: string
  title: string
  help: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} style={{ marginTop: '1.25rem' }}>
      <h4 id={id}>{title}</h4>
      <p style={{ margin: '0.25rem 0' }}>{help}</p>
      {children}
    </section>
  )
}

function Table({ heads, rows, empty }: { heads: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <p>{empty}</p>
  return (
    <table style={adminTable}>
      <thead>
        <tr>
          {heads.map((head) => (
            <th key={head} style={adminCell}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((value, j) => (
              <td key={j} style={adminCell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** To the payment's page, saying what the statement showed so a rejection starts from that reason. */
const decideLink = (payment: PendingPayment, label: string, found: StatementCase) => (
  <a href={`/admin/collections/${payment.collection}/${payment.id}?statement=${found}`}>{label}</a>
)

/**
 * Above the statement lines in /admin: the treasurer uploads a merchant or bank statement, sees
 * which pending payments it confirms, and approves the matched ones in one action.
 */
export function StatementCheck() {
  const { i18n } = useTranslation()
  const lang: Lang = i18n.language === 'bn-BD' ? 'bn' : 'en'
  const text = TEXT[lang]
  const [method, setMethod] = useState<string>(PAYMENT_METHODS[0])
  const [answer, setAnswer] = useState<StatementActionAnswer | null>(null)
  const [working, setWorking] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)

  function send(action: typeof checkStatementAction) {
    const data = new FormData()
    data.set('method', method)
    const file = fileInput.current?.files?.[0]
    if (file) data.set('file', file)
    setWorking(true)
    setConfirming(false)
    void action(data)
      .then(setAnswer)
      .finally(() => setWorking(false))
  }

  const report = answer?.status === 'approved' ? answer.report : answer
  const paymentHeads = [text.member, text.purpose, text.transaction, text.due, text.paid, text.date]
  const lineHeads = [text.transaction, text.paid, text.date, text.sender]
  const matchRow = ({ payment, line, due }: PaymentMatch) => [
    payment.name,
    payment.purpose,
    payment.transactionId,
    due ?? '–',
    line.amount,
    when(line.paidAt, lang),
  ]
  const lineRow = (line: StatementLine) => [
    line.transactionId,
    line.amount,
    when(line.paidAt, lang),
    line.sender,
  ]

  return (
    <section aria-labelledby="statement-check-heading" style={{ margin: '1.5rem 0' }}>
      <h3 id="statement-check-heading">{text.heading}</h3>
      <p style={{ maxWidth: '48rem' }}>{text.intro}</p>
      <div
        role="group"
        aria-labelledby="statement-check-heading"
        style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'end' }}
      >
        <label style={{ display: 'grid', gap: '0.25rem' }}>
          <span>{text.method}</span>
          <select
            name="method"
            value={method}
            onChange={(event) => {
              setMethod(event.target.value)
              setAnswer(null)
            }}
            style={{ minHeight: '2.5rem', padding: '0 0.5rem' }}
          >
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {text.methods[value]}
              </option>
            ))}
          </select>
        </label>
        <SheetFileInput
          label={text.file}
          name="statement_file"
          inputRef={fileInput}
          onChange={() => setAnswer(null)}
        />
        <button
          type="button"
          onClick={() => send(checkStatementAction)}
          disabled={working}
          className="btn btn--style-primary btn--size-medium"
          style={{ margin: 0 }}
        >
          {working ? text.working : text.check}
        </button>
      </div>
      <ExpectedColumns method={method as PaymentMethod} lang={lang} />
      <div role="status" aria-live="polite" style={{ marginTop: '1rem' }}>
        {answer?.status === 'error' ? (
          <p style={{ color: 'var(--theme-error-500)' }}>{answer[lang]}</p>
        ) : null}
        {answer?.status === 'approved' ? (
          <p>
            {text.approved(answer.approved)}
            {answer.alreadyDecided > 0 ? ` ${text.alreadyDecided(answer.alreadyDecided)}` : ''}
          </p>
        ) : null}
        {report?.status === 'invalid' ? (
          <LineProblems
            intro={text.invalid}
            headings={text}
            problems={report.problems}
            lang={lang}
          />
        ) : null}
      </div>
      {report?.status === 'checked' ? (
        <>
          <p>{text.readAs(formatName(report.format, lang))}</p>
          <Section
            id="statement-matched"
            title={text.matched(report.matched.length)}
            help={text.matchedHelp}
          >
            <Table heads={paymentHeads} rows={report.matched.map(matchRow)} empty={text.none} />
            {report.matched.length > 0 && !confirming ? (
              <button
                type="button"
                onClick={() => setConfirming(true)}
                disabled={working}
                className="btn btn--style-primary btn--size-medium"
                style={{ margin: 0 }}
              >
                {text.approveAll(report.matched.length)}
              </button>
            ) : null}
            {report.matched.length > 0 && confirming ? (
              <div
                role="alertdialog"
                aria-labelledby="statement-confirm"
                style={{ display: 'grid', gap: '0.5rem' }}
              >
                <p id="statement-confirm" style={{ margin: 0, fontWeight: 600 }}>
                  {text.confirmApprove(
                    report.matched.length,
                    formatTaka(
                      report.matched.reduce((sum, entry) => sum + entry.line.amount, 0),
                      lang,
                    ),
                  )}
                </p>
                <div style={{ display: 'flex', gap: '0.5rem' }}>
                  <button
                    type="button"
                    onClick={() => send(approveMatchedAction)}
                    disabled={working}
                    className="btn btn--style-primary btn--size-medium"
                    style={{ margin: 0 }}
                  >
                    {text.confirm}
                  </button>
                  <button
                    type="button"
                    autoFocus
                    onClick={() => setConfirming(false)}
                    className="btn btn--style-secondary btn--size-medium"
                    style={{ margin: 0 }}
                  >
                    {text.cancel}
                  </button>
                </div>
              </div>
            ) : null}
          </Section>
          <Section
            id="statement-amount-differs"
            title={text.amountDiffers(report.amountDiffers.length)}
            help={text.amountDiffersHelp}
          >
            <Table
              heads={[...paymentHeads, '']}
              rows={report.amountDiffers.map((entry) => [
                ...matchRow(entry),
                decideLink(entry.payment, text.decide, 'amount-differs'),
              ])}
              empty={text.none}
            />
          </Section>
          <Section
            id="statement-sender-differs"
            title={text.senderDiffers(report.senderDiffers.length)}
            help={text.senderDiffersHelp}
          >
            <Table
              heads={[...paymentHeads, text.sender, '']}
              rows={report.senderDiffers.map((entry) => [
                ...matchRow(entry),
                entry.line.sender,
                decideLink(entry.payment, text.decide, 'sender-differs'),
              ])}
              empty={text.none}
            />
          </Section>
          <Section
            id="statement-missing"
            title={text.missing(report.missing.length)}
            help={text.missingHelp}
          >
            <Table
              heads={[text.member, text.purpose, text.transaction, '']}
              rows={report.missing.map((payment) => [
                payment.name,
                payment.purpose,
                payment.transactionId,
                decideLink(payment, text.decide, 'missing'),
              ])}
              empty={text.none}
            />
          </Section>
          <Section
            id="statement-unclaimed"
            title={text.unclaimed(report.unclaimed.length)}
            help={text.unclaimedHelp}
          >
            <Table heads={lineHeads} rows={report.unclaimed.map(lineRow)} empty={text.none} />
          </Section>
          {report.alreadyClaimed.length > 0 ? (
            <p>{text.alreadyClaimed(report.alreadyClaimed.length)}</p>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
