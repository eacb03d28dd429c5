import { z } from 'zod'

import {
  CLASS_CHOICES,
  GROUPS,
  isTeacher,
  LIMITS,
  ROLE,
  ROLES,
  SPECIALIZATIONS,
} from '@/lib/constants'
import { emailMatching, phoneText, requiredChoice, requiredText } from '@/lib/zod-fields'

/** text@text.text ('Invalid email format'). */
export const ACCOUNT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const accountEmail = requiredText('Email is required').pipe(
  emailMatching(ACCOUNT_EMAIL_PATTERN, 'Invalid email format').transform((v) => v.toLowerCase()),
)

const newPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(LIMITS.passwordMin, 'Password must be at least 6 characters long')
  .max(128, 'Password must be at most 128 characters long')

const ROLE_MESSAGE = 'Role must be 8 (student) or 9 (teacher).'

/** A role sent as the number (8) or as the stored text ('8'), kept as the stored text. */
const roleOf = (role: 'student' | 'teacher') =>
  z
    .union([z.literal(ROLES[role]), z.literal(ROLE[role])], { error: ROLE_MESSAGE })
    .transform(() => ROLE[role])

const commonRegistration = {
  first_name: requiredText('First name is required').pipe(z.string().max(80)),
  last_name: requiredText('Last name is required').pipe(z.string().max(80)),
  email: accountEmail,
  phone: phoneText('Phone number is required').pipe(
    z.string().min(LIMITS.registrationPhoneMin, 'Phone number must be at least 11 digits').max(20),
  ),
  password: newPassword,
}

export const studentRegistrationSchema = z.object({
  ...commonRegistration,
  role: roleOf('student'),
  student_id: requiredText('Student ID is required').pipe(z.string().max(40)),
  class: requiredChoice(CLASS_CHOICES, 'Class is required'),
  group: requiredChoice(GROUPS, 'Group is required'),
})

export const teacherRegistrationSchema = z.object({
  ...commonRegistration,
  role: roleOf('teacher'),
  teacher_id: requiredText('Teacher ID is required').pipe(z.string().max(40)),
  specialization: requiredChoice(SPECIALIZATIONS, 'Specialization is required'),
})

/** Sign-up for either tab: the role (8 student, 9 teacher) decides which fields are required. */
export function registrationSchemaFor(role: unknown) {
  return isTeacher(role) ? teacherRegistrationSchema : studentRegistrationSchema
}

export const loginSchema = z.object({
  email: accountEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(LIMITS.passwordMin, 'Password must be at least 6 characters long'),
})

export const forgotPasswordSchema = z.object({ email: accountEmail })

export const resetPasswordSchema = z
  .object({
    token: requiredText('This reset link is not valid. Please request a new one.'),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .min(LIMITS.passwordMin, 'Password must be at least 6 characters'),
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
