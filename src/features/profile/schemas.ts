import { z } from 'zod'

import { GENDERS, GUARDIAN_CONTACTS, LANGUAGES, SPECIALIZATIONS } from '@/lib/constants'
import { toAsciiDigits } from '@/lib/digits'
import { storableText } from '@/lib/zod-fields'

/**
 * A field of an edit card: a blank box clears it (null), a field not sent is left as it is.
 * Profile edit cards have no required fields; values are trimmed and length-capped.
 */
const clearable = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  )
const text = (max: number) => clearable(storableText().trim().max(max))
const phone = clearable(
  z
    .string()
    .trim()
    .max(20)
    .transform(toAsciiDigits)
    .refine((v) => /^\+?[0-9 -]{5,20}$/.test(v), 'Enter a phone number using digits'),
)
/** A member's name may change but never be emptied. */
const name = storableText().trim().max(80).optional()

const HOBBIES_LIMIT = 'Up to 30 hobbies of 60 letters each.'

/**
 * A YYYY-MM-DD day that exists (no 30 February, which a database would move to March) from 1900
 * to this year; year 0 and the like are refused by Postgres.
 */
function isBirthDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const day = new Date(`${value}T00:00:00.000Z`)
  const year = Number(value.slice(0, 4))
  return (
    !Number.isNaN(day.getTime()) &&
    day.toISOString().startsWith(value) &&
    year >= 1900 &&
    year <= new Date().getUTCFullYear()
  )
}

export const basicInfoSchema = z.object({
  gender: clearable(z.enum(GENDERS)),
  birthdate: clearable(z.string().refine(isBirthDate, 'Enter a date')),
  language: clearable(z.enum(LANGUAGES)),
})

export const contactInfoSchema = z.object({
  phone,
  alternative_phone: phone,
  emergency_phone: phone,
  post_office: text(120),
})

export const studentDetailsSchema = z.object({
  previous_school: text(160),
  current_school: text(160),
  student_id: text(40),
  student_class: text(2),
  group: text(20),
  section: text(20),
  roll: text(20),
  blood_grp: text(3),
  nationality: text(60),
})

export const guardianInfoSchema = z.object({
  father_name: text(120),
  father_phone: phone,
  mother_name: text(120),
  mother_phone: phone,
  local_guardian_name: text(120),
  local_guardian_phone: phone,
  /** Which guardian agreed to the school's SMS; cleared, the family receives none. */
  broadcast_consent: clearable(z.enum(GUARDIAN_CONTACTS)),
})

export const addressInfoSchema = z.object({
  current_village: text(240),
  village: text(240),
})

/** The designation speaks for the school, so only the office sets it. */
export const teacherDetailsSchema = z.object({
  teacher_id: text(40),
  specialization: clearable(z.enum(SPECIALIZATIONS)),
})

const hobbyList = z
  .array(storableText().trim().min(1, HOBBIES_LIMIT).max(60, HOBBIES_LIMIT))
  .max(30, HOBBIES_LIMIT)

/** Every field a member may change on their own profile, from any edit card or one API call. */
export const profileUpdateSchema = basicInfoSchema
  .extend(contactInfoSchema.shape)
  .extend(studentDetailsSchema.shape)
  .extend(teacherDetailsSchema.shape)
  .extend(guardianInfoSchema.shape)
  .extend(addressInfoSchema.shape)
  .extend({ first_name: name, last_name: name, hobbies: hobbyList.optional() })
  .strip()

export const locationSchema = contactInfoSchema.pick({ post_office: true, phone: true })

export const phonesSchema = contactInfoSchema.pick({
  phone: true,
  alternative_phone: true,
  emergency_phone: true,
})

/** Deleting one's account: the password says it is really them. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
})
