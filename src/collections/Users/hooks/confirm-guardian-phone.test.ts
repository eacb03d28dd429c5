import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { confirmGuardianPhone, consentedNumber } from './confirm-guardian-phone'

const office = { user: { collection: 'admins', roles: ['office'] } } as unknown as PayloadRequest
const member = { user: { collection: 'users', id: 1 } } as unknown as PayloadRequest
const stored = {
  broadcast_consent: 'father',
  father_phone: '01711000001',
  mother_phone: '01811000002',
  guardian_sms_confirmed: null,
} as unknown as User

const run = (data: Partial<User>, req: PayloadRequest) =>
  confirmGuardianPhone({
    data,
    originalDoc: stored,
    req,
    operation: 'update',
    collection: {} as never,
    context: {},
  } as never) as Partial<User>

describe('a guardian number confirmed', () => {
  it('reads the chosen guardian’s phone in 8801… form', () => {
    expect(consentedNumber(stored)).toBe('8801711000001')
    expect(consentedNumber({ ...stored, broadcast_consent: null })).toBeNull()
  })

  it('by the office that changes the phone or the choice, whatever the form sends for the empty box', () => {
    for (const empty of ['', null, undefined])
      expect(
        run(
          {
            ...stored,
            mother_phone: '০১৮১১-০০০০০৩',
            broadcast_consent: 'mother',
            guardian_sms_confirmed: empty,
          },
          office,
        ).guardian_sms_confirmed,
      ).toBe('8801811000003')
  })

  it('by the office that types the number, in any usual form', () => {
    expect(
      run({ ...stored, guardian_sms_confirmed: '+880 1711-000001' }, office).guardian_sms_confirmed,
    ).toBe('8801711000001')
  })

  it('never by the member’s own change', () => {
    expect(run({ father_phone: '01711000009' }, member)).not.toHaveProperty(
      'guardian_sms_confirmed',
    )
    // A save that changes neither phone nor choice leaves it as it was.
    const unchanged = run({ ...stored, first_name: 'Rahim' } as Partial<User>, office)
    expect(unchanged.guardian_sms_confirmed ?? null).toBeNull()
  })
})
