import 'server-only'

import { generatePayloadCookie, ValidationError as PayloadValidationError } from 'payload'
import type { z } from 'zod'

import { ConflictError, UnauthorizedError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

import { assertUncommonPassword } from '@/lib/common-passwords'
import type { studentRegistrationSchema, teacherRegistrationSchema } from './schemas'

type Registration =
  z.output<typeof studentRegistrationSchema> | z.output<typeof teacherRegistrationSchema>

export const EMAIL_TAKEN = 'An account with this email already exists.'
export const LOGIN_FAILED = 'Failed Login. Please try again.'

/** Creates a student (role 8) or teacher (role 9) account; leadership is granted by staff only. */
export async function registerMember(registration: Registration) {
  assertUncommonPassword(registration.password)
  const payload = await getPayloadClient()
  const { class: studentClass, ...data } = registration as Registration & { class?: string }
  try {
    return await payload.create({
      collection: 'users',
      data: { ...data, ...(studentClass ? { student_class: studentClass } : {}) } as never,
      overrideAccess: false,
    })
  } catch (error) {
    if (
      error instanceof PayloadValidationError &&
      error.data.errors.some((e) => e.path === 'email')
    ) {
      throw new ConflictError(EMAIL_TAKEN)
    }
    throw error
  }
}

/**
 * Signs a member in: Payload checks the password and opens a session (the sign-in limits count
 * failures around it). Returns the token and the HttpOnly session cookie for it.
 */
export async function signInMember(email: string, password: string) {
  const payload = await getPayloadClient()
  let result
  try {
    result = await payload.login({ collection: 'users', data: { email, password } })
  } catch {
    throw new UnauthorizedError(LOGIN_FAILED)
  }
  if (!result.token || !result.user) throw new UnauthorizedError(LOGIN_FAILED)
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token: result.token,
  })
  return { token: result.token, user: result.user, exp: result.exp, cookie }
}
