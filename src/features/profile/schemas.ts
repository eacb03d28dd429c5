import { z } from 'zod'

import { GENDERS, LANGUAGES, SPECIALIZATIONS } from '@/lib/constants'
import { toAsciiDigits } from '@/lib/digits'
import { storableText } from '@/lib/zod-fields'

/** Profile edit cards have no required fields; values are trimmed and length-capped. */
const text = (max: number) => storableText().trim().max(max).optional()
const phone = z
  .string()
  .trim()
  .max(20)
  .transform(toAsciiDigits)
  .refine((v) => v === '' || /^\+?[0-9 -]{5,20}$/.test(v), 'Enter a phone number using digits')
  .optional()

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
  gender: z.enum(GENDERS).optional(),
  birthdate: z.string().refine(isBirthDate, 'Enter a date').optional().or(z.literal('')),
  language: z.enum(LANGUAGES).optional(),
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
})

export const addressInfoSchema = z.object({
  current_village: text(240),
  village: text(240),
})

/** Every field a member may change on their own profile through one update call. */
export const profileUpdateSchema = basicInfoSchema
  .extend(contactInfoSchema.shape)
  .extend(studentDetailsSchema.shape)
  .extend(guardianInfoSchema.shape)
  .extend(addressInfoSchema.shape)
  .extend({
    first_name: text(80),
    last_name: text(80),
    hobbies: z.array(storableText().trim().min(1).max(60)).max(30).optional(),
  })
  .strip()

export const teacherDetailsSchema = z.object({
  teacher_id: text(40),
  specialization: z.enum(SPECIALIZATIONS).optional(),
  designation: text(120),
})

export const locationSchema = contactInfoSchema.pick({ post_office: true, phone: true })

export const phonesSchema = contactInfoSchema.pick({
  phone: true,
  alternative_phone: true,
  emergency_phone: true,
})

export const hobbiesSchema = z.object({
  hobbies: z.array(storableText().trim().min(1).max(60)).max(30),
})
