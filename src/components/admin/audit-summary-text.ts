import type { Locale } from '@/i18n/locales'
import { formatTaka } from '@/lib/format'
import { localiseDigits } from '@/lib/digits'

/** An audit entry as the list and its page receive it. */
export type AuditEntry = {
  action?: string | null
  target_collection?: string | null
  target_id?: string | null
  changes?: unknown
  summary?: string | null
}

/** The audited record's names in the panel language, from the admin's own labels. */
export type RecordNames = {
  /** The kind of record ("Reunion registration"). */
  record: string
  /** A field's label ("Payment status"). */
  field: (name: string) => string
  /** A stored value as its choice reads ("pending" → "Pending"). */
  value: (name: string, value: unknown) => string
}

const WORDS = {
  en: {
    create: 'Created',
    update: 'Changed',
    delete: 'Deleted',
    changed: 'changed',
    confirmed: 'confirmed registration',
    also: 'also',
  },
  bn: {
    create: 'তৈরি হয়েছে',
    update: 'বদলানো হয়েছে',
    delete: 'মুছে ফেলা হয়েছে',
    changed: 'বদলেছে',
    confirmed: 'এই নিবন্ধন নিশ্চিত করেছে:',
    also: 'আরও বদলেছে',
  },
} as const

/** Fields whose change is the decision itself, named first with its before and after. */
const DECISIONS = ['status', 'payment_status']

type Change = { from: unknown; to: unknown }

function changesOf(entry: AuditEntry): Record<string, Change> {
  const changes = entry.changes
  return changes && typeof changes === 'object' && !Array.isArray(changes)
    ? (changes as Record<string, Change>)
    : {}
}

/**
 * What an audit entry records, in the panel's language and words ("যাচাইয়ের অবস্থা: যাচাই বাকি
 * → যাচাই হয়েছে"), built from its stored changes; the stored English summary stays for
 * programs that read the log.
 */
export function describeAuditEntry(entry: AuditEntry, names: RecordNames, locale: Locale): string {
  const words = WORDS[locale]
  const digits = (value: unknown) => localiseDigits(String(value ?? ''), locale)
  const record = `${names.record} #${digits(entry.target_id)}`
  const changes = changesOf(entry)

  if (entry.action === 'update') {
    const decision = DECISIONS.find((name) => name in changes)
    const others = Object.keys(changes).filter((name) => name !== decision)
    const otherLabels = others.map(names.field).join(', ')
    if (decision) {
      const { from, to } = changes[decision]!
      const main = `${names.field(decision)}: ${names.value(decision, from)} → ${names.value(decision, to)}`
      return others.length ? `${main} (${words.also}: ${otherLabels})` : main
    }
    return others.length
      ? `${record} ${words.changed}: ${otherLabels}`
      : `${words.update}: ${record}`
  }

  if (entry.action === 'create' && entry.target_collection === 'statement-lines') {
    const value = (name: string) => changes[name]?.to
    const registration = value('reunion_registration') ?? value('registration')
    const amount = Number(value('amount'))
    return [
      names.value('method', value('method')),
      String(value('transaction_id') ?? ''),
      Number.isFinite(amount) ? `(${formatTaka(amount, locale)})` : '',
      `${words.confirmed} #${digits(registration)}`,
    ]
      .filter(Boolean)
      .join(' ')
  }

  const action = entry.action === 'create' || entry.action === 'delete' ? entry.action : 'update'
  return `${words[action]}: ${record}`
}
