'use server'

import config from '@payload-config'
import { login } from '@payloadcms/next/auth'
import { cookies, headers } from 'next/headers'
import { redirect, RedirectType } from 'next/navigation'

import { inVisitorLanguage } from '@/i18n/answer-in-language'
import { RateLimitError } from '@/lib/errors'
import { firstErrors, readFields, type FormState } from '@/lib/form-state'
import { caughtByHoneypot } from '@/lib/honeypot'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { clientAddress } from '@/lib/rate-limit'
import { logError } from '@/lib/log/server'
import { sessionCookies } from '@/lib/cookies'
import { sessionHintCookie } from '@/lib/session-cookie'

import {
  forgotPasswordSchema,
  loginSchema,
  registrationSchemaFor,
  resetPasswordSchema,
} from './schemas'
import { COMMON_PASSWORD, isCommonPassword } from '@/lib/common-passwords'
import { resetPasswordWithToken, sendPasswordReset } from './service'
import { LOGIN_FAILED } from './api-accounts'
import { safeNextPath } from './session'
import { tryMemberPassword } from './sign-in-limits'
import { localePath } from '@/i18n/locales'
import { getLocale } from 'next-intl/server'

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'

const LOGIN_FIELDS = ['email', 'password'] as const
export type LoginValues = Record<(typeof LOGIN_FIELDS)[number], string>

/** Sign-in: Payload checks the password, under the sign-in limits (wrong passwords only). */
async function answerSignIn(
  _previous: FormState<LoginValues>,
  formData: FormData,
): Promise<FormState<LoginValues>> {
  const values = readFields(formData, LOGIN_FIELDS)
  const keep = { ...values, password: '' }
  const parsed = loginSchema.safeParse(values)
  if (!parsed.success) return { status: 'invalid', values: keep, errors: firstErrors(parsed.error) }
  // A filled honeypot: the password is never tried (nor counted) and the answer is a wrong
  // password's, the one answer that gives nothing away without a session.
  if (await caughtByHoneypot(formData, 'sign-in')) {
    return { status: 'error', values: keep, message: LOGIN_FAILED }
  }
  try {
    // The same limits as /api/v1: wrong passwords per address and per account.
    const parties = { address: clientAddress(await headers()), account: parsed.data.email }
    await tryMemberPassword(parties, () =>
      login({
        collection: 'users',
        config,
        email: parsed.data.email,
        password: parsed.data.password,
      }),
    )
  } catch (error) {
    if (error instanceof RateLimitError) return { status: 'error', values: keep, message: TOO_MANY }
    return { status: 'error', values: keep, message: LOGIN_FAILED }
  }
  // The page this action answers with has not passed the proxy, which sets the hint otherwise.
  ;(await cookies()).set(sessionHintCookie(sessionCookies.secure))
  // Replacing history: Back from the profile does not return to the sign-in form.
  redirect(localePath(safeNextPath(formData.get('next')), await getLocale()), RedirectType.replace)
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
async function answerSignUp(
  _previous: FormState<RegistrationValues>,
  formData: FormData,
): Promise<FormState<RegistrationValues>> {
  const values = readFields(formData, REGISTRATION_FIELDS)
  const keep = { ...values, password: '' }
  const parsed = registrationSchemaFor(values.role).safeParse(values)
  if (!parsed.success) return { status: 'invalid', values: keep, errors: firstErrors(parsed.error) }
  if (isCommonPassword(parsed.data.password))
    return { status: 'invalid', values: keep, errors: { password: COMMON_PASSWORD } }
  try {
    await API_LIMITS.registerByAddress.consume(clientAddress(await headers()))
  } catch (error) {
    if (error instanceof RateLimitError) return { status: 'error', values: keep, message: TOO_MANY }
    throw error
  }
  const message =
    values.role === '9' ? 'Teacher registered successfully.' : 'Student registered successfully.'
  const registered = { ...EMPTY_REGISTRATION, role: values.role }
  // A filled honeypot: no account, and the answer a new account gets.
  if (await caughtByHoneypot(formData, 'sign-up'))
    return { status: 'success', values: registered, message }
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
    await logError('Sign-up failed', error)
    return {
      status: 'error',
      values: keep,
      message: 'Failed to submit registration. Please try again.',
    }
  }
  return { status: 'success', values: registered, message }
}

const EMPTY_REGISTRATION: RegistrationValues = Object.fromEntries(
  REGISTRATION_FIELDS.map((k) => [k, '']),
) as RegistrationValues

export type ForgotPasswordValues = { email: string }

/**
 * The same answer whether or not the address is registered
 * (docs/decisions.md, 'Password reset needs a secret link').
 */
const RESET_LINK_SENT = 'If your email is registered, a reset link has been sent!'

async function answerRequestPasswordReset(
  _previous: FormState<ForgotPasswordValues>,
  formData: FormData,
): Promise<FormState<ForgotPasswordValues>> {
  const values = readFields(formData, ['email'] as const)
  const parsed = forgotPasswordSchema.safeParse(values)
  if (!parsed.success) return { status: 'invalid', values, errors: firstErrors(parsed.error) }
  try {
    await API_LIMITS.forgotByAddress.consume(clientAddress(await headers()))
    await API_LIMITS.forgotByEmail.consume(parsed.data.email)
  } catch (error) {
    if (error instanceof RateLimitError) return { status: 'error', values, message: TOO_MANY }
    throw error
  }
  // A filled honeypot: no e-mail, and the answer every request gets.
  if (await caughtByHoneypot(formData, 'forgot password')) {
    return { status: 'success', values: { email: '' }, message: RESET_LINK_SENT }
  }
  try {
    await sendPasswordReset(parsed.data.email)
  } catch (error) {
    await logError('Password reset e-mail failed', error)
    return { status: 'error', values, message: 'Failed to send reset email.' }
  }
  return { status: 'success', values: { email: '' }, message: RESET_LINK_SENT }
}

export type ResetPasswordValues = { token: string; password: string; confirmPassword: string }

async function answerResetPassword(
  _previous: FormState<ResetPasswordValues>,
  formData: FormData,
): Promise<FormState<ResetPasswordValues>> {
  const values = readFields(formData, ['token', 'password', 'confirmPassword'] as const)
  const keep = { token: values.token, password: '', confirmPassword: '' }
  const parsed = resetPasswordSchema.safeParse(values)
  if (!parsed.success) return { status: 'invalid', values: keep, errors: firstErrors(parsed.error) }
  if (isCommonPassword(parsed.data.password))
    return { status: 'invalid', values: keep, errors: { password: COMMON_PASSWORD } }
  try {
    await API_LIMITS.resetByAddress.consume(clientAddress(await headers()))
  } catch (error) {
    if (error instanceof RateLimitError) return { status: 'error', values: keep, message: TOO_MANY }
    throw error
  }
  // A filled honeypot: the token is left alone, and the visitor goes on as after a reset.
  if (await caughtByHoneypot(formData, 'reset password'))
    redirect(localePath('/login?reset=1', await getLocale()), RedirectType.replace)
  try {
    await resetPasswordWithToken(parsed.data.token, parsed.data.password)
  } catch {
    // An unknown, used or expired token: the spec's one message, no detail.
    return { status: 'error', values: keep, message: 'Failed to reset password. Try again.' }
  }
  redirect(localePath('/login?reset=1', await getLocale()), RedirectType.replace)
}

/** Payload's answer when the email is taken (checked by shape: class identity does not survive bundling). */
function isDuplicateEmail(error: unknown): boolean {
  const errors = (error as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors
  return Array.isArray(errors) && errors.some((e) => e.path === 'email')
}

export async function signIn(
  ...args: Parameters<typeof answerSignIn>
): ReturnType<typeof answerSignIn> {
  return inVisitorLanguage(await answerSignIn(...args))
}

export async function signUp(
  ...args: Parameters<typeof answerSignUp>
): ReturnType<typeof answerSignUp> {
  return inVisitorLanguage(await answerSignUp(...args))
}

export async function requestPasswordReset(
  ...args: Parameters<typeof answerRequestPasswordReset>
): ReturnType<typeof answerRequestPasswordReset> {
  return inVisitorLanguage(await answerRequestPasswordReset(...args))
}

export async function resetPassword(
  ...args: Parameters<typeof answerResetPassword>
): ReturnType<typeof answerResetPassword> {
  return inVisitorLanguage(await answerResetPassword(...args))
}
