import 'server-only'

import type { Payload } from 'payload'

import { API_LIMITS } from '@/lib/api-rate-limits'
import { isTeacher } from '@/lib/constants'
import { parseInput } from '@/lib/zod-fields'
import { RateLimitError } from '@/lib/errors'
import { caughtByHoneypot } from '@/lib/honeypot'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { readSubmission, type Sender, type Submission } from '@/lib/submission'

import { getSchoolName } from '@/features/settings/queries'
import { assertUncommonPassword } from '@/lib/common-passwords'
import { spendPasswordHash } from '@/lib/payload/sign-in-timing'

import { registrationSchemaFor } from './schemas'
import { accountExistsEmail, welcomeEmail } from './sign-up-emails'

/**
 * Sign-up as a student (role 8) or teacher (role 9), from the form or `POST register`; any other
 * role is refused (leadership is granted by staff only) and unknown fields are ignored. The
 * answer is the same whether or not the e-mail has an account, and takes as long: a new address
 * gets its account and a welcome e-mail, a known one an e-mail telling its owner (who may sign in
 * or reset the password), and nothing changes. So sign-up cannot be used to learn who has an
 * account. A filled honeypot creates no account but gets a new account's answer.
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
  // The one answer, whatever happens below: it names no id.
  const answer = { message, member: registration }
  if (await caughtByHoneypot(input, sender.honeypot)) return answer
  const payload = await getPayloadClient()
  const { class: studentClass, ...data } = registration as typeof registration & { class?: string }
  const email = registration.email.trim().toLowerCase()
  if (await accountExists(payload, email)) {
    // What creating the account would have cost: one password hash.
    await spendPasswordHash(registration.password)
    await tellOwner(payload, email)
    return answer
  }
  try {
    await payload.create({
      collection: 'users',
      data: { ...data, ...(studentClass ? { student_class: studentClass } : {}) } as never,
      overrideAccess: false,
    })
  } catch (error) {
    // Another sign-up with this e-mail won the race a moment ago: the same answer as above.
    if (!isTakenEmail(error)) throw error
    await tellOwner(payload, email)
    return answer
  }
  await payload.sendEmail({ to: email, ...welcomeEmail(await getSchoolName()) })
  return answer
}

async function accountExists(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    // Decides only which e-mail is sent; the answer is the same.
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** E-mails the owner of a known address, at most as often as a reset link may be sent to it. */
async function tellOwner(payload: Payload, email: string): Promise<void> {
  try {
    await API_LIMITS.forgotByEmail.consume(email)
  } catch (error) {
    if (error instanceof RateLimitError) return
    throw error
  }
  await payload.sendEmail({ to: email, ...accountExistsEmail(await getSchoolName()) })
}

/** Payload's answer when the e-mail is taken, checked by shape: class identity does not survive bundling. */
function isTakenEmail(error: unknown): boolean {
  const errors = (error as { data?: { errors?: { path?: string }[] } } | null)?.data?.errors
  return Array.isArray(errors) && errors.some((e) => e.path === 'email')
}
