'use server'

import config from '@payload-config'
import { login } from '@payloadcms/next/auth'
import { redirect } from 'next/navigation'

import { firstErrors, readFields, type FormState } from '@/lib/form-state'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

import { loginSchema, registrationSchemaFor } from './schemas'
import { safeNextPath } from './session'

const LOGIN_FIELDS = ['email', 'password'] as const
export type LoginValues = Record<(typeof LOGIN_FIELDS)[number], string>

/** Sign-in: Payload checks the password, counts failures and locks the account after five. */
export async function signIn(
  _previous: FormState<LoginValues>,
  formData: FormData,
): Promise<FormState<LoginValues>> {
  const values = readFields(formData, LOGIN_FIELDS)
  const keep = { ...values, password: '' }
  const parsed = loginSchema.safeParse(values)
  if (!parsed.success) return { status: 'invalid', values: keep, errors: firstErrors(parsed.error) }
  try {
    await login({
      collection: 'users',
      config,
      email: parsed.data.email,
      password: parsed.data.password,
    })
  } catch (error) {
    const locked = error instanceof Error && /locked/i.test(error.message)
    return {
      status: 'error',
      values: keep,
      message: locked
        ? 'This account is locked for 15 minutes after too many failed attempts.'
        : 'Failed Login. Please try again.',
    }
  }
  redirect(safeNextPath(formData.get('next')))
}

const REGISTRATION_FIELDS = [
  'role',
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'student_id',
  'class',
  'group',
  'teacher_id',
  'specialization',
] as const
export type RegistrationValues = Record<(typeof REGISTRATION_FIELDS)[number], string>

/** Sign-up as a student (role 8) or teacher (role 9); leadership is granted by staff only. */
export async function signUp(
  _previous: FormState<RegistrationValues>,
  formData: FormData,
): Promise<FormState<RegistrationValues>> {
  const values = readFields(formData, REGISTRATION_FIELDS)
  const keep = { ...values, password: '' }
  const parsed = registrationSchemaFor(values.role).safeParse(values)
  if (!parsed.success) return { status: 'invalid', values: keep, errors: firstErrors(parsed.error) }
  const payload = await getPayloadClient()
  const { class: studentClass, ...data } = parsed.data as typeof parsed.data & { class?: string }
  try {
    await payload.create({
      collection: 'users',
      data: { ...data, ...(studentClass ? { student_class: studentClass } : {}) } as never,
      overrideAccess: false,
    })
  } catch (error) {
    if (isDuplicateEmail(error)) {
      return {
        status: 'invalid',
        values: keep,
        errors: { email: 'An account with this email already exists.' },
      }
    }
    payload.logger.error({ err: error, msg: 'Sign-up failed' })
    return {
      status: 'error',
      values: keep,
      message: 'Failed to submit registration. Please try again.',
    }
  }
  const message =
    values.role === '9' ? 'Teacher registered successfully.' : 'Student registered successfully.'
  return { status: 'success', values: { ...EMPTY_REGISTRATION, role: values.role }, message }
}

const EMPTY_REGISTRATION: RegistrationValues = Object.fromEntries(
  REGISTRATION_FIELDS.map((k) => [k, '']),
) as RegistrationValues

/** Payload's answer when the email is taken (checked by shape: class identity does not survive bundling). */
function isDuplicateEmail(error: unknown): boolean {
  const errors = (error as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors
  return Array.isArray(errors) && errors.some((e) => e.path === 'email')
}
