/**
 * Property-based fuzzing of every form schema (src/features/*\/schemas.ts) with hostile input:
 * parsing never throws, a refusal carries only the old site's (or the schema's own) messages, and an
 * accepted input comes out with exactly the expected fields, types and normalisation.
 */
import fc from 'fast-check'
import { email as payloadEmail } from 'payload/shared'
import { afterAll, describe, expect, it } from 'vitest'
import { ZodError, type z } from 'zod'

import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  studentRegistrationSchema,
  teacherRegistrationSchema,
} from '@/features/accounts/schemas'
import { admissionInquirySchema } from '@/features/admission/schemas'
import { alumniRegistrationSchema } from '@/features/alumni/schemas'
import { contactMessageSchema } from '@/features/contact/schemas'
import { eventRegistrationSchema } from '@/features/events/schemas'
import {
  addressInfoSchema,
  basicInfoSchema,
  contactInfoSchema,
  guardianInfoSchema,
  locationSchema,
  phonesSchema,
  profileUpdateSchema,
  studentDetailsSchema,
  teacherDetailsSchema,
} from '@/features/profile/schemas'
import {
  TRANSACTION_ID_FORMATS,
  TRANSACTION_ID_NEEDS_METHOD,
} from '@/features/payments/transaction-id'
import { PAYMENT_METHOD_CHOICE } from '@/lib/constants'
import { toAsciiDigits } from '@/lib/digits'
import { MAX_ID } from '@/lib/ids'
import { NAME_LETTERS, UNSTORABLE_TEXT } from '@/lib/zod-fields'

// The shared arbitraries live with the other test helpers; src has no alias for them.
// eslint-disable-next-line no-restricted-imports -- see above
import {
  countRuns,
  hostileBody,
  hostileString,
  hostileValue,
  isCleanText,
  ownObject,
  printRunCounts,
  stringsIn,
  type Body,
} from '../../tests/fuzz/hostile'

const RUNS = 300

type FieldType = 'string' | 'number' | 'true' | 'string[]'

type Field = {
  type: FieldType
  /** Whether an accepted input may leave it out. */
  optional?: boolean
  /** What an accepted text input becomes (trimmed, lower-cased, digits made ASCII …). */
  normalise?: (typed: string) => unknown
  /** Every message a browser form can get for this field. */
  messages: readonly string[]
}

type SchemaCase = {
  name: string
  schema: z.ZodType
  valid: Body
  fields: Record<string, Field>
  /** Fields whose check also reads another field: a change to the key may be reported on these. */
  related?: Record<string, readonly string[] | 'all'>
  /** Further promises an accepted output keeps. */
  invariant?: (output: Record<string, unknown>) => void
}

/** Zod's own wording for a length cap the old site did not word. */
const tooLong = (max: number) => `Please use at most ${max} characters.`
const trim = (typed: string) => typed.trim()
const lower = (typed: string) => typed.trim().toLowerCase()
const same = (typed: string) => typed
const optionalTrim = (typed: string) => typed.trim() || undefined
/** A required text field, trimmed. */
const trimmed = (...messages: string[]): Field => ({ type: 'string', normalise: trim, messages })
/** The public forms' e-mail box (the account forms lower-case theirs: `accountEmail`). */
const publicEmail = trimmed('Email is required', 'Invalid email address')
/** A required field of digits, trimmed and with Bangla digits made ASCII. */
const digits = (...messages: string[]): Field => ({
  type: 'string',
  normalise: (typed) => toAsciiDigits(typed.trim()),
  messages,
})
/** An optional text field; a blank one is left out. */
const optionalTrimmed = (...messages: string[]): Field => ({
  type: 'string',
  optional: true,
  normalise: optionalTrim,
  messages,
})

/** A profile field's blank box clears it. */
const blankClears = (typed: string) => (typed.trim() === '' ? null : typed)
const text = (max: number): Field => ({
  type: 'string',
  optional: true,
  normalise: trim,
  messages: [tooLong(max)],
})
const cardText = (max: number): Field => ({
  ...text(max),
  normalise: (typed) => typed.trim() || null,
})
const memberName: Field = {
  type: 'string',
  optional: true,
  normalise: trim,
  messages: [tooLong(80)],
}
const profilePhone: Field = {
  type: 'string',
  optional: true,
  normalise: (typed) => (typed.trim() ? toAsciiDigits(typed.trim()) : null),
  messages: ['Enter a phone number using digits', tooLong(20)],
}

const accountEmail: Field = {
  type: 'string',
  normalise: lower,
  messages: ['Email is required', 'Invalid email format'],
}
const registrationCommon: Record<string, Field> = {
  first_name: trimmed('First name is required', tooLong(80)),
  last_name: trimmed('Last name is required', tooLong(80)),
  email: accountEmail,
  phone: digits('Phone number is required', 'Phone number must be at least 11 digits', tooLong(20)),
  password: {
    type: 'string',
    normalise: same,
    messages: [
      'Password is required',
      'Password must be at least 6 characters long',
      'Password must be at most 128 characters long',
    ],
  },
  role: { type: 'string', messages: ['Role must be 8 (student) or 9 (teacher).'] },
}
const registrationValid = {
  first_name: 'Nusrat',
  last_name: 'Jahan',
  email: 'nusrat@example.com',
  phone: '01711000000',
  password: 'tea-chalk-19',
}

const profileText: Record<string, Field> = {
  first_name: memberName,
  last_name: memberName,
  post_office: cardText(120),
  previous_school: cardText(160),
  current_school: cardText(160),
  student_id: cardText(40),
  student_class: cardText(2),
  group: cardText(20),
  section: cardText(20),
  roll: cardText(20),
  blood_grp: cardText(3),
  nationality: cardText(60),
  father_name: cardText(120),
  mother_name: cardText(120),
  local_guardian_name: cardText(120),
  current_village: cardText(240),
  village: cardText(240),
}
const basicFields: Record<string, Field> = {
  gender: {
    type: 'string',
    optional: true,
    normalise: blankClears,
    messages: ['Invalid option: expected one of "Male"|"Female"|"Other"'],
  },
  birthdate: { type: 'string', optional: true, normalise: blankClears, messages: ['Enter a date'] },
  language: {
    type: 'string',
    optional: true,
    normalise: blankClears,
    messages: ['Invalid option: expected one of "English"|"Bangla"'],
  },
}
const teacherFields: Record<string, Field> = {
  teacher_id: cardText(40),
  specialization: {
    type: 'string',
    optional: true,
    normalise: blankClears,
    messages: [
      'Invalid option: expected one of "Bangla"|"English"|"Mathematics"|"Physics"|"Chemistry"|"Biology"|"Accounting"|"Business Studies"|"Economics"|"History"|"Geography"|"ICT"',
    ],
  },
}
const hobbies: Field = { type: 'string[]', messages: ['Up to 30 hobbies of 60 letters each.'] }

const pick = (fields: Record<string, Field>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, fields[key]]))

const CASES: SchemaCase[] = [
  {
    name: 'contact message',
    schema: contactMessageSchema,
    valid: {
      name: 'A Visitor',
      email: 'visitor@example.com',
      subject: 'Admission',
      message: 'When?',
    },
    fields: {
      name: trimmed('Full Name is required', tooLong(120), NAME_LETTERS),
      email: publicEmail,
      subject: trimmed('Subject is required', tooLong(200)),
      message: trimmed('Message is required', 'Message must be at most 500 characters'),
    },
  },
  {
    name: 'event registration',
    schema: eventRegistrationSchema,
    valid: {
      first_name: 'Nusrat',
      last_name: 'Jahan',
      email: 'guest@example.com',
      phone: '01711000000',
      gender: 'Female',
      present_address: 'House 12, Road 3, Upashahar, Rajshahi',
      permanent_address: 'Village Charghat, Rajshahi',
      grade: '9',
      school: 'Padmapar Ideal School',
      studentId: 'PISC-1',
      interests: 'Science',
      participation: 'yes',
      notes: 'None',
      terms: true,
    },
    fields: {
      first_name: trimmed('Name is required', tooLong(80), NAME_LETTERS),
      last_name: trimmed('Last Name is required', tooLong(80), NAME_LETTERS),
      email: publicEmail,
      phone: digits('Phone number is required'),
      gender: { type: 'string', messages: ['Gender is required'] },
      present_address: trimmed(
        'Present address is required',
        'Address must be at least 10 characters long',
        tooLong(300),
      ),
      permanent_address: trimmed(
        'Permanent address is required',
        'Address must be at least 10 characters long',
        tooLong(300),
      ),
      grade: digits('Grade is required', tooLong(40)),
      school: trimmed(
        'School name is required',
        'School name must be at least 3 characters long',
        tooLong(160),
      ),
      studentId: { type: 'string', optional: true, normalise: trim, messages: [tooLong(40)] },
      interests: optionalTrimmed('Please provide your academic interests if entered', tooLong(500)),
      participation: { type: 'string', messages: ['This is required'] },
      notes: optionalTrimmed('Please provide meaningful notes.', tooLong(1000)),
      terms: { type: 'true', messages: ['You must agree to the terms'] },
    },
  },
  {
    name: 'student registration',
    schema: studentRegistrationSchema,
    valid: { ...registrationValid, role: '8', student_id: 'PISC-1', class: '7', group: 'Arts' },
    fields: {
      ...registrationCommon,
      student_id: trimmed('Student ID is required', tooLong(40)),
      class: { type: 'string', messages: ['Class is required'] },
      group: { type: 'string', messages: ['Group is required'] },
    },
    related: { role: 'all' },
  },
  {
    name: 'teacher registration',
    schema: teacherRegistrationSchema,
    valid: { ...registrationValid, role: '9', teacher_id: 'T-1', specialization: 'ICT' },
    fields: {
      ...registrationCommon,
      teacher_id: trimmed('Teacher ID is required', tooLong(40)),
      specialization: { type: 'string', messages: ['Specialization is required'] },
    },
    related: { role: 'all' },
  },
  {
    name: 'login',
    schema: loginSchema,
    valid: { email: 'member@example.com', password: 'demo-pass-2026' },
    fields: {
      email: accountEmail,
      password: {
        type: 'string',
        normalise: same,
        messages: ['Password is required', 'Password must be at least 6 characters long'],
      },
    },
  },
  {
    name: 'forgot password',
    schema: forgotPasswordSchema,
    valid: { email: 'member@example.com' },
    fields: { email: accountEmail },
  },
  {
    name: 'reset password',
    schema: resetPasswordSchema,
    valid: { token: 'abc123', password: 'tea-chalk-19', confirmPassword: 'tea-chalk-19' },
    fields: {
      token: trimmed('This reset link is not valid. Please request a new one.'),
      password: {
        type: 'string',
        normalise: same,
        messages: ['Password is required', 'Password must be at least 6 characters'],
      },
      confirmPassword: {
        type: 'string',
        normalise: same,
        messages: ['Please confirm your password', 'Passwords do not match'],
      },
    },
    related: { password: ['confirmPassword'] },
  },
  {
    name: 'admission inquiry',
    schema: admissionInquirySchema,
    valid: {
      student_name: 'Ayesha Rahman',
      class_sought: '6',
      guardian_name: 'Karim Rahman',
      phone: '01711234567',
      email: 'karim@example.com',
      message: 'Is there a bus service?',
    },
    fields: {
      student_name: trimmed(
        'Student name is required.',
        'Student name must be at most 120 characters.',
      ),
      class_sought: { type: 'number', messages: ['Please select a class.'] },
      guardian_name: trimmed(
        'Guardian name is required.',
        'Guardian name must be at most 120 characters.',
      ),
      phone: {
        type: 'string',
        messages: ['Phone number is required.', 'Please enter a valid phone number.'],
      },
      email: {
        type: 'string',
        optional: true,
        normalise: (typed) => typed.trim().toLowerCase() || undefined,
        messages: ['Please enter a valid email address.'],
      },
      message: optionalTrimmed('Message must be at most 1000 characters.'),
    },
  },
  {
    name: 'alumni registration',
    schema: alumniRegistrationSchema,
    valid: {
      name: 'Former Student',
      passing_year: '২০১৫',
      degree: 'BSc',
      batch: '2015',
      job_title: 'Engineer',
      current_profession: 'Software',
      company_name: 'Example Ltd',
      email: 'former.student@example.com',
      phone_no: '01711000000',
      linkedin_url: 'https://linkedin.com/in/former',
      transaction_id: '9BK7Q2M4XA',
      payment_method: 'Bkash',
      id: '3',
    },
    fields: {
      name: trimmed('Full Name is required', tooLong(120)),
      passing_year: { type: 'number', messages: ['Graduation Year is required'] },
      degree: { type: 'string', messages: ['Degree / Major is required'] },
      batch: trimmed('Batch is required', tooLong(40)),
      job_title: trimmed('Job Title is required', tooLong(120)),
      current_profession: trimmed('Current Profession is required', tooLong(120)),
      company_name: trimmed('Company is required', tooLong(160)),
      email: publicEmail,
      phone_no: {
        type: 'string',
        optional: true,
        normalise: (typed) => toAsciiDigits(typed.trim()) || undefined,
        messages: [tooLong(20)],
      },
      linkedin_url: optionalTrimmed(
        'Enter a full link, e.g. https://linkedin.com/in/…',
        tooLong(300),
      ),
      transaction_id: optionalTrimmed(
        tooLong(60),
        TRANSACTION_ID_NEEDS_METHOD,
        ...Object.values(TRANSACTION_ID_FORMATS).map((format) => format.message),
      ),
      payment_method: {
        type: 'string',
        optional: true,
        messages: [PAYMENT_METHOD_CHOICE],
      },
      // The network id is a hidden field the page fills in; a tampered one is refused.
      id: {
        type: 'number',
        messages: [
          'Invalid input: expected number, received NaN',
          'Invalid input: expected int, received number',
          'Too small: expected number to be >0',
          `Too big: expected number to be <=${MAX_ID}`,
        ],
      },
    },
    related: { payment_method: ['transaction_id'] },
    invariant(output) {
      if (output.linkedin_url !== undefined) expect(output.linkedin_url).toMatch(/^https?:\/\//i)
    },
  },
  {
    name: 'profile: basic info',
    schema: basicInfoSchema,
    valid: { gender: 'Female', birthdate: '2010-05-17', language: 'Bangla' },
    fields: basicFields,
  },
  {
    name: 'profile: contact info',
    schema: contactInfoSchema,
    valid: {
      phone: '01711000000',
      alternative_phone: '01811000000',
      emergency_phone: '01911000000',
      post_office: 'Rajshahi GPO',
    },
    fields: {
      phone: profilePhone,
      alternative_phone: profilePhone,
      emergency_phone: profilePhone,
      post_office: cardText(120),
    },
  },
  {
    name: 'profile: location',
    schema: locationSchema,
    valid: { phone: '01711000000', post_office: 'Rajshahi GPO' },
    fields: { phone: profilePhone, post_office: cardText(120) },
  },
  {
    name: 'profile: phones',
    schema: phonesSchema,
    valid: { phone: '01711000000', alternative_phone: '', emergency_phone: '01911000000' },
    fields: { phone: profilePhone, alternative_phone: profilePhone, emergency_phone: profilePhone },
  },
  {
    name: 'profile: student details',
    schema: studentDetailsSchema,
    valid: {
      previous_school: 'Rajshahi Collegiate',
      current_school: 'Padmapar Ideal School',
      student_id: 'PISC-1',
      student_class: '7',
      group: 'Science',
      section: 'A',
      roll: '12',
      blood_grp: 'O+',
      nationality: 'Bangladeshi',
    },
    fields: pick(profileText, [
      'previous_school',
      'current_school',
      'student_id',
      'student_class',
      'group',
      'section',
      'roll',
      'blood_grp',
      'nationality',
    ]),
  },
  {
    name: 'profile: teacher details',
    schema: teacherDetailsSchema,
    valid: { teacher_id: 'T-1', specialization: 'ICT' },
    fields: teacherFields,
  },
  {
    name: 'profile: guardian info',
    schema: guardianInfoSchema,
    valid: {
      father_name: 'Abdul Karim',
      father_phone: '01711000000',
      mother_name: 'Rokeya Begum',
      mother_phone: '01811000000',
      local_guardian_name: 'Jamal Uddin',
      local_guardian_phone: '01911000000',
    },
    fields: {
      ...pick(profileText, ['father_name', 'mother_name', 'local_guardian_name']),
      father_phone: profilePhone,
      mother_phone: profilePhone,
      local_guardian_phone: profilePhone,
    },
  },
  {
    name: 'profile: address info',
    schema: addressInfoSchema,
    valid: { current_village: 'Upashahar, Rajshahi', village: 'Charghat, Rajshahi' },
    fields: pick(profileText, ['current_village', 'village']),
  },
  {
    name: 'profile: API update',
    schema: profileUpdateSchema,
    valid: {
      first_name: 'Nusrat',
      phone: '01711000000',
      father_name: 'Abdul Karim',
      village: 'Charghat, Rajshahi',
      gender: 'Female',
      birthdate: '2010-05-17',
      hobbies: ['Football'],
    },
    fields: {
      ...profileText,
      ...basicFields,
      ...teacherFields,
      phone: profilePhone,
      alternative_phone: profilePhone,
      emergency_phone: profilePhone,
      father_phone: profilePhone,
      mother_phone: profilePhone,
      local_guardian_phone: profilePhone,
      hobbies: { ...hobbies, optional: true },
    },
  },
]

const hasType = (value: unknown, type: FieldType) =>
  type === 'string[]'
    ? Array.isArray(value) && value.every((item) => typeof item === 'string')
    : type === 'true'
      ? value === true
      : typeof value === type

/** Passwords are hashed, never stored as text; every other text is stored as it comes out. */
const isStoredText = (key: string) => !/password/i.test(key)

/**
 * The checks every accepted output passes: the expected keys only, each of its type, normalised
 * as promised, text that can be stored as is, and no prototype touched.
 */
function expectCleanOutput(testCase: SchemaCase, input: unknown, output: unknown) {
  expect(Object.getPrototypeOf(output)).toBe(Object.prototype)
  const record = output as Record<string, unknown>
  const expected = Object.keys(testCase.fields)
  for (const key of Object.keys(record)) expect(expected, `unexpected key ${key}`).toContain(key)
  for (const [key, field] of Object.entries(testCase.fields)) {
    const value = record[key]
    const typed = (input as Record<string, unknown>)[key]
    if (field.normalise && typeof typed === 'string') expect(value).toEqual(field.normalise(typed))
    // Left out, or (null) cleared: only an optional field may be either.
    if (value === undefined || value === null) {
      expect(field.optional, `${key} is required`).toBe(true)
      continue
    }
    expect(hasType(value, field.type), `${key}: ${typeof value}`).toBe(true)
    if (isStoredText(key)) {
      for (const text of stringsIn(value))
        expect(isCleanText(text), `${key}: ${JSON.stringify(text)}`).toBe(true)
    }
  }
  testCase.invariant?.(record)
  for (const key of ['polluted', 'isAdmin']) expect(key in {}).toBe(false)
}

/** What a browser form can send: text in every box (a list of texts for a list field). */
function formValue(field: Field): fc.Arbitrary<unknown> {
  return field.type === 'string[]' ? fc.array(hostileString, { maxLength: 3 }) : hostileString
}

/** The valid example with one to three fields typed over with hostile text; the keys changed. */
function formText(testCase: SchemaCase): fc.Arbitrary<{ body: Body; changed: string[] }> {
  const entries = Object.entries(testCase.fields)
  return fc
    .uniqueArray(fc.constantFrom(...entries), {
      minLength: 1,
      maxLength: Math.min(3, entries.length),
      selector: ([key]) => key,
    })
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map(([key, field]) => formValue(field).map((value) => [key, value] as const)),
      ),
    )
    .map((changes) => ({
      body: ownObject([...Object.entries(testCase.valid), ...changes]),
      changed: changes.map(([key]) => key),
    }))
}

const counts = new Map<string, ReturnType<typeof countRuns>>()
const runCount = (testCase: SchemaCase, property: string) => {
  const name = `${testCase.name}: ${property}`
  if (!counts.has(name)) counts.set(name, countRuns(name))
  return counts.get(name)!
}

afterAll(() => printRunCounts('form schemas (unit)'))

describe.each(CASES)('$name schema under hostile input', (testCase) => {
  const { schema, valid, fields } = testCase

  it('accepts its valid example', () => {
    const parsed = schema.safeParse(valid)
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
    expectCleanOutput(testCase, valid, parsed.data)
  })

  it('never throws: any input gives a result or a ZodError, and an accepted one is clean', () => {
    const count = runCount(testCase, 'any value')
    fc.assert(
      fc.property(fc.oneof(hostileBody(valid), hostileValue()), (input) => {
        count.runs += 1
        const parsed = schema.safeParse(input)
        if (parsed.success) {
          count.accepted += 1
          expectCleanOutput(testCase, input, parsed.data)
        } else {
          count.refused += 1
          expect(parsed.error).toBeInstanceOf(ZodError)
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('refuses form text with the old site’s messages only, on the field that is wrong', () => {
    const count = runCount(testCase, 'form text')
    fc.assert(
      fc.property(formText(testCase), ({ body, changed }) => {
        count.runs += 1
        const parsed = schema.safeParse(body)
        if (parsed.success) {
          count.accepted += 1
          expectCleanOutput(testCase, body, parsed.data)
          return
        }
        count.refused += 1
        const wrong = new Set(changed)
        for (const key of changed) {
          const related = testCase.related?.[key]
          if (related === 'all') for (const other of Object.keys(fields)) wrong.add(other)
          else for (const other of related ?? []) wrong.add(other)
        }
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '_form')
          expect([...wrong], `${key}: ${issue.message}`).toContain(key)
          const unstorable = stringsIn(body[key]).some((text) => !isCleanText(text))
          const allowed = [
            ...(fields[key]?.messages ?? []),
            ...(unstorable ? [UNSTORABLE_TEXT] : []),
          ]
          expect(allowed, `${key}: ${issue.message}`).toContain(issue.message)
        }
      }),
      { numRuns: RUNS },
    )
  })
})

/** Payload's own check of an e-mail field (its translation function gives the message key). */
const payloadStores = (address: string) =>
  payloadEmail(address, {
    req: { t: (key: string) => key, payload: { collections: {}, config: { collections: [] } } },
    required: true,
  } as never) === true

/** Addresses that look almost right: the kind a schema and the database might judge differently. */
const nearEmail = fc.oneof(
  fc.emailAddress(),
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom('a', 'a.b', '.a', 'a.', 'a..b', 'ü', '<x>', "o'neil", 'a+b'),
        hostileString,
      ),
      fc.oneof(
        fc.constantFrom(
          'example.com',
          'b-.com',
          '-b.com',
          'b..com',
          'b.c',
          'ex_ample.com',
          'münchen.de',
        ),
        hostileString,
      ),
    )
    .map(([local, domain]) => `${local}@${domain}`),
)

describe.each(CASES.filter((c) => 'email' in c.fields))(
  '$name e-mail',
  ({ name, schema, valid }) => {
    it('accepts only addresses that the database e-mail field also stores', () => {
      const count = countRuns(`${name}: e-mail agreement`)
      fc.assert(
        fc.property(nearEmail, (address) => {
          count.runs += 1
          const parsed = schema.safeParse({ ...valid, email: address })
          const emailAccepted =
            parsed.success || !parsed.error.issues.some((i) => i.path[0] === 'email')
          if (emailAccepted) {
            count.accepted += 1
            expect(payloadStores(address.trim()), address).toBe(true)
          } else count.refused += 1
        }),
        { numRuns: RUNS },
      )
    })
  },
)
