import { describe, expect, it } from 'vitest'

import { eventRegistrationSchema } from './schemas'

const valid = {
  first_name: 'Nabila',
  last_name: 'Karim',
  email: 'nabila.karim@example.com',
  phone: '০১৭১১-২৩৪৫৬৭',
  gender: 'Female',
  present_address: 'Upashahar, Rajshahi',
  permanent_address: 'Upashahar, Rajshahi',
  grade: '৮',
  school: 'Padmapar Ideal School',
  participation: 'yes',
  terms: true,
}

describe('event registration form', () => {
  it('takes a phone and a class typed in Bengali digits and stores ASCII digits', () => {
    const parsed = eventRegistrationSchema.safeParse(valid)
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues))
    expect(parsed.data.phone).toBe('01711-234567')
    expect(parsed.data.grade).toBe('8')
  })
})
