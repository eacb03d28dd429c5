import 'server-only'

import { API_LIMITS } from '@/lib/api-rate-limits'
import { isTeacher } from '@/lib/constants'
import { parseInput } from '@/lib/zod-fields'
import { ConflictError } from '@/lib/errors'
import { caughtByHoneypot, decoyId } from '@/lib/honeypot'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { readSubmission, type Sender, type Submission } from '@/lib/submission'

import { assertUncommonPassword } from '@/lib/common-passwords'
import { registrationSchemaFor } from './schemas'

export const EMAIL_TAKEN = 'An account with this email already exists.'

/**
 * Sign-up as a student (role 8) or teacher (role 9), from the form or `POST register`; any other
 * role is refused (leadership is granted by staff only) and unknown fields are ignored. A filled
 * honeypot creates no account but gets a new account's answer.
 */
export async function registerMember(submission: Submission, sender: Sender) {
  await API_LIMITS.registerByAddress.consume(sender.address)
  const input = await readSubmission(submission)
  // Parsed before the honeypot: a bot learns nothing a person sending the same fields would not.
  const registration = parseInput(registrationSchemaFor(input.role), input)
  assertUncommonPassword(registration.password)
  const message = isTeacher(registration.role)
    ? 'Teacher registered successfully.'
    : 'Student registered successfully.'
  if (await caughtByHoneypot(input, sender.honeypot)) {
    return { message, member: { ...registration, id: decoyId() } }
  }
  const payload = await getPayloadClient()
  const { class: studentClass, ...data } = registration as typeof registration & { class?: string }
  try {
    const member = await payload.create({
      collection: 'users',
      data: { ...data, ...(studentClass ? { student_class: studentClass } : {}) } as never,
      overrideAccess: false,
    })
    return { message, member }
  } catch (error) {
    if (isTakenEmail(error)) throw new ConflictError(EMAIL_TAKEN, 'email')
    throw error
  }
}

/** Payload's answer when the e-mail is taken, checked by shape: class identity does not survive bundling. */
function isTakenEmail(error: unknown): boolean {
  const errors = (error as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors
  return Array.isArray(errors) && errors.some((e) => e.path === 'email')
}
