import { describe, expect, it } from 'vitest'

import { firstErrors } from '@/lib/form-state'

import { admissionInquirySchema, normaliseBangladeshiMobile } from './schemas'

const valid = {
  student_name: 'Ayesha Rahman',
  class_sought: '6',
  guardian_name: 'Karim Rahman',
  phone: '01711234567',
  email: '',
  message: '',
}

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = admissionInquirySchema.safeParse(input)
  return parsed.success ? {} : firstErrors(parsed.error)
}

describe('normaliseBangladeshiMobile', () => {
  it('accepts a mobile number however it is typed and gives it one form', () => {
    for (const typed of [
      '01711234567',
      '+8801711234567',
      '8801711234567',
      '০১৭১১২৩৪৫৬৭',
      '০১৭১১-২৩৪ ৫৬৭',
      '+880 1711-234567',
      '(+88) 01711.234567',
    ]) {
      expect(normaliseBangladeshiMobile(typed), typed).toBe('+8801711234567')
    }
  })

  it('refuses numbers that are not Bangladeshi mobiles', () => {
    for (const typed of [
      '1711234567',
      '0171123456',
      '017112345678',
      '01211234567',
      '+9101711234567',
      '02-9123456',
      '01711abc567',
      '',
    ]) {
      expect(normaliseBangladeshiMobile(typed), typed).toBeNull()
    }
  })
})

describe('admissionInquirySchema', () => {
  it('gives the stored shape: trimmed names, a class id, a normalised phone, no empty extras', () => {
    expect(
      admissionInquirySchema.parse({
        ...valid,
        student_name: '  Ayesha Rahman ',
        phone: '০১৭১১-২৩৪৫৬৭',
        email: ' Karim@Example.COM ',
        message: '  Is there a bus service? ',
      }),
    ).toEqual({
      student_name: 'Ayesha Rahman',
      class_sought: 6,
      guardian_name: 'Karim Rahman',
      phone: '+8801711234567',
      email: 'karim@example.com',
      message: 'Is there a bus service?',
    })
    expect(admissionInquirySchema.parse(valid)).toEqual({
      student_name: 'Ayesha Rahman',
      class_sought: 6,
      guardian_name: 'Karim Rahman',
      phone: '+8801711234567',
      email: undefined,
      message: undefined,
    })
  })

  it('says what is missing, one message per field', () => {
    expect(errorsOf({})).toEqual({
      student_name: 'Student name is required.',
      class_sought: 'Please select a class.',
      guardian_name: 'Guardian name is required.',
      phone: 'Phone number is required.',
    })
    expect(
      errorsOf({ student_name: '  ', class_sought: '', guardian_name: ' ', phone: ' ' }),
    ).toEqual({
      student_name: 'Student name is required.',
      class_sought: 'Please select a class.',
      guardian_name: 'Guardian name is required.',
      phone: 'Phone number is required.',
    })
  })

  it('refuses a bad phone, a bad e-mail, a made-up class and an over-long message', () => {
    expect(
      errorsOf({
        ...valid,
        class_sought: 'Class 6',
        phone: '12345',
        email: 'karim@example',
        message: 'x'.repeat(1001),
      }),
    ).toEqual({
      class_sought: 'Please select a class.',
      phone: 'Please enter a valid phone number.',
      email: 'Please enter a valid email address.',
      message: 'Message must be at most 1000 characters.',
    })
    expect(errorsOf({ ...valid, message: 'x'.repeat(1000) })).toEqual({})
    expect(errorsOf({ ...valid, class_sought: '0' })).toEqual({
      class_sought: 'Please select a class.',
    })
  })

  it('limits names to what the office stores', () => {
    expect(
      errorsOf({ ...valid, student_name: 'A'.repeat(121), guardian_name: 'B'.repeat(121) }),
    ).toEqual({
      student_name: 'Student name must be at most 120 characters.',
      guardian_name: 'Guardian name must be at most 120 characters.',
    })
  })
})
