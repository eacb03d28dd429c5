'use server'

import { redirect, RedirectType } from 'next/navigation'
import { getLocale } from 'next-intl/server'
import { cookies } from 'next/headers'

import { visitorLocale } from '@/i18n/answer-in-language'
import { localePath } from '@/i18n/locales'
import { sessionCookies } from '@/lib/cookies'
import { KNOWN_DEVICE_COOKIE, knownDeviceCookieOptions } from '@/lib/known-device'
import { formAction, formSender, readPublicForm } from '@/lib/form-action'
import type { FormState } from '@/lib/form-state'
import { sessionHintCookie } from '@/lib/session-cookie'

import {
  requestPasswordReset as requestReset,
  resetPassword as resetWithToken,
} from './reset-password'
import { safeNextPath } from './session'
import { LOGIN_FAILED, setSessionCookie, signInMember } from './sign-in'
import { registerMember } from './sign-up'

const LOGIN_FIELDS = ['email', 'password'] as const
export type LoginValues = Record<(typeof LOGIN_FIELDS)[number], string>

/** The sign-in form: `signInMember`, then the page asked for (or the profile). */
export async function signIn(
  _previous: FormState<LoginValues>,
  formData: FormData,
): Promise<FormState<LoginValues>> {
  const { values, input } = readPublicForm(formData, LOGIN_FIELDS)
  const keep = { ...values, password: '' }
  const answer = await formAction(
    { keep, failure: LOGIN_FAILED, logAs: 'Sign-in failed' },
    async () => {
      const jar = await cookies()
      const session = await signInMember(
        input,
        await formSender('sign-in'),
        jar.get(KNOWN_DEVICE_COOKIE)?.value,
      )
      await setSessionCookie(session.token)
      jar.set(KNOWN_DEVICE_COOKIE, session.knownDevice, knownDeviceCookieOptions())
      return { message: '', values: keep }
    },
  )
  if (answer.status !== 'success') return answer
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

const EMPTY_REGISTRATION: RegistrationValues = Object.fromEntries(
  REGISTRATION_FIELDS.map((k) => [k, '']),
) as RegistrationValues

/** The sign-up form (student or teacher tab): `registerMember`. */
export async function signUp(
  _previous: FormState<RegistrationValues>,
  formData: FormData,
): Promise<FormState<RegistrationValues>> {
  const { values, input } = readPublicForm(formData, REGISTRATION_FIELDS)
  return formAction(
    {
      keep: { ...values, password: '' },
      failure: 'Failed to submit registration. Please try again.',
      logAs: 'Sign-up failed',
    },
    async () => {
      const { message } = await registerMember(input, await formSender('sign-up'))
      return { message, values: { ...EMPTY_REGISTRATION, role: values.role } }
    },
  )
}

export type ForgotPasswordValues = { email: string }

/** The 'forgot password' form: `requestPasswordReset`. */
export async function requestPasswordReset(
  _previous: FormState<ForgotPasswordValues>,
  formData: FormData,
): Promise<FormState<ForgotPasswordValues>> {
  const { values, input } = readPublicForm(formData, ['email'] as const)
  return formAction(
    { keep: values, failure: 'Failed to send reset email.', logAs: 'Password reset e-mail failed' },
    async () => {
      const { message } = await requestReset(
        input,
        await formSender('forgot password'),
        await visitorLocale(),
      )
      return { message, values: { email: '' } }
    },
  )
}

export type ResetPasswordValues = { token: string; password: string; confirmPassword: string }

const RESET_FIELDS = ['token', 'password', 'confirmPassword'] as const

/** The reset-password page's form: `resetPassword`, then the sign-in page says it worked. */
export async function resetPassword(
  _previous: FormState<ResetPasswordValues>,
  formData: FormData,
): Promise<FormState<ResetPasswordValues>> {
  const { values, input } = readPublicForm(formData, RESET_FIELDS)
  const keep = { token: values.token, password: '', confirmPassword: '' }
  const answer = await formAction(
    { keep, failure: 'Failed to reset password. Try again.', logAs: 'Password reset failed' },
    async () => {
      const { message } = await resetWithToken(input, await formSender('reset password'))
      return { message, values: keep }
    },
  )
  if (answer.status !== 'success') return answer
  redirect(localePath('/login?reset=1', await getLocale()), RedirectType.replace)
}
