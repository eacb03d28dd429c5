import { describe, expect, it } from 'vitest'

import { describeAuditEntry, type RecordNames } from './audit-summary-text'

const BANGLA: RecordNames = {
  record: 'অ্যালামনাই নিবন্ধন',
  field: (name) => ({ status: 'অবস্থা', payment_status: 'পেমেন্ট', note: 'নোট' })[name] ?? name,
  value: (name, value) =>
    ({ pending: 'যাচাই বাকি', approved: 'অনুমোদিত', bkash: 'বিকাশ' })[String(value)] ??
    String(value),
}

describe('an audit entry in the panel’s words', () => {
  it('names a decision with its before and after, in the panel’s labels', () => {
    const entry = {
      action: 'update',
      target_collection: 'alumni-registrations',
      target_id: '12',
      changes: { status: { from: 'pending', to: 'approved' } },
      summary: 'status pending → approved',
    }
    expect(describeAuditEntry(entry, BANGLA, 'bn')).toBe('অবস্থা: যাচাই বাকি → অনুমোদিত')
    expect(
      describeAuditEntry(
        { ...entry, changes: { ...entry.changes, note: { from: null, to: 'ok' } } },
        BANGLA,
        'bn',
      ),
    ).toBe('অবস্থা: যাচাই বাকি → অনুমোদিত (আরও বদলেছে: নোট)')
  })

  it('lists other changed fields, and names created and deleted records with Bengali digits', () => {
    expect(
      describeAuditEntry(
        { action: 'update', target_id: '7', changes: { note: { from: 'a', to: 'b' } } },
        BANGLA,
        'bn',
      ),
    ).toBe('অ্যালামনাই নিবন্ধন #৭ বদলেছে: নোট')
    expect(describeAuditEntry({ action: 'delete', target_id: '31' }, BANGLA, 'bn')).toBe(
      'মুছে ফেলা হয়েছে: অ্যালামনাই নিবন্ধন #৩১',
    )
  })

  it('says which registration a statement line confirmed, and for how much', () => {
    const line = {
      action: 'create',
      target_collection: 'statement-lines',
      target_id: '4',
      changes: {
        method: { from: null, to: 'bkash' },
        transaction_id: { from: null, to: 'TX9K2' },
        amount: { from: null, to: 1200 },
        registration: { from: null, to: 63 },
      },
    }
    expect(describeAuditEntry(line, BANGLA, 'bn')).toBe(
      'বিকাশ TX9K2 (৳১,২০০) এই নিবন্ধন নিশ্চিত করেছে: #৬৩',
    )
    expect(describeAuditEntry(line, { ...BANGLA, value: (_, v) => String(v) }, 'en')).toBe(
      'bkash TX9K2 (৳1,200) confirmed registration #63',
    )
  })
})
