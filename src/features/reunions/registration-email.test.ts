import { describe, expect, it } from 'vitest'

import { reunionRegistrationEmail } from './registration-email'

const person = (name: string, price: number, entry_code: string | null) => ({
  name,
  relation: 'self' as const,
  age_band: 'adult' as const,
  tshirt_size: 'none' as const,
  ticket_type: 'member',
  ticket_name: 'Member',
  price,
  entry_code,
})
const CODE = 'R7.K7QX3MPAR9.' + 'x'.repeat(43)

describe('the reunion registration e-mail', () => {
  it('is in Bangla for a member who reads Bangla, with each code as printed and the Bangla link', () => {
    const mail = reunionRegistrationEmail(
      { status: 'confirmed', people: [person('Farhana Akter', 1500, CODE)] },
      {
        reunion: 'রজতজয়ন্তী ২০২৭',
        total: 1500,
        cardsUrl: 'https://school.example/bn/alumni-association/alumni-events/7/entry-cards',
      },
      'bn',
    )
    expect(mail.subject).toBe('পুনর্মিলনীর নিবন্ধন নিশ্চিত: রজতজয়ন্তী ২০২৭')
    expect(mail.text).toContain('প্রিয় সদস্য,')
    expect(mail.text).toContain('১. Farhana Akter (Member, ৳১,৫০০) — প্রবেশ কোড K7QX3 MPAR9')
    expect(mail.text).toContain('মোট: ৳১,৫০০')
    expect(mail.text).toContain('/bn/alumni-association/alumni-events/7/entry-cards')
    expect(mail.text).not.toMatch(/Dear|Total|Your/)
  })

  it('stays in English otherwise, and says seats are held until the payment is confirmed', () => {
    const mail = reunionRegistrationEmail(
      { status: 'confirmed', people: [person('Farhana Akter', 1500, null)] },
      { reunion: 'Silver Jubilee 2027', total: 1500, cardsUrl: 'https://school.example/x' },
    )
    expect(mail.subject).toBe('Reunion registration confirmed: Silver Jubilee 2027')
    expect(mail.text).toContain('Your seats for "Silver Jubilee 2027" are held.')
    expect(mail.text).not.toContain('https://school.example/x')
  })
})
