import 'server-only'

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import { consentedNumber } from '@/collections/Users/hooks/confirm-guardian-phone'
import { reserveSmsParts } from '@/collections/SmsDays/spend'
import { getSiteSettingsIn } from '@/features/settings/queries'
import type { Locale } from '@/i18n/locales'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { isStudent } from '@/lib/constants'
import { toAsciiDigits } from '@/lib/digits'
import { env } from '@/lib/env'
import { AppError, RateLimitError, ValidationError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { updateIfStill } from '@/lib/payload/sql-statement'
import { configuredSmsProvider } from '@/lib/sms/configured'
import { measureSms } from '@/lib/sms/segments'
import { withStopLink } from '@/lib/sms/stop-link'
import { maskedNumber } from './guardian-phone-text'
import { readSubmission, type MemberSender, type Submission } from '@/lib/submission'

/** How long a code may be typed back, and how many wrong tries it takes. */
const CODE_LIFE_MS = 30 * 60 * 1000
const CODE_TRIES = 5

export const NO_GUARDIAN_NUMBER =
  'Choose which guardian receives the school’s SMS and save their mobile number first.'
export const STUDENTS_ONLY = 'Only a student’s account chooses a guardian for the school’s SMS.'
export const ALREADY_CONFIRMED = 'This number is confirmed. The school’s SMS reach it.'
export const NUMBER_STOPPED =
  'This number asked not to receive SMS from the school. The school office can help.'
export const SMS_LIMIT_REACHED = 'The school cannot send more SMS today. Please try again tomorrow.'
export const SMS_NOT_SENT = 'The SMS could not be sent just now. Please try again later.'
export const CODE_SENT = 'A code was sent by SMS to {number}. Type it below within 30 minutes.'
export const CODE_EXPIRED = 'This code has expired or was not sent. Send a new code.'
export const CODE_WRONG = 'The code is not correct.'
export const CODE_REQUIRED = 'Type the 6-digit code from the SMS.'
export const NUMBER_CONFIRMED =
  'The guardian’s number is confirmed. The school’s SMS will reach it.'

const digest = (member: number, number: string, code: string) =>
  createHmac('sha256', `${env.PAYLOAD_SECRET}:guardian-code`)
    .update(`${member}:${number}:${code}`)
    .digest('hex')

async function studentAndNumber(sender: MemberSender) {
  const member = await sender.member()
  if (!isStudent(member.role)) throw new AppError(STUDENTS_ONLY, 422)
  const number = consentedNumber(member)
  if (!number) throw new AppError(NO_GUARDIAN_NUMBER, 422)
  return { member, number }
}

/**
 * Sends a 6-digit code by SMS to the phone of the guardian a student chose for the school's SMS;
 * typed back on the profile (`confirmGuardianCode`), it confirms that number. The SMS names only
 * the school, never text the student typed, and has the link that stops the school's SMS. Each
 * code costs the school an SMS: three a day per account and per number, within the day's limit.
 */
export async function sendGuardianCode(sender: MemberSender, locale: Locale) {
  const { member, number } = await studentAndNumber(sender)
  if (member.guardian_sms_confirmed === number) return { message: ALREADY_CONFIRMED }
  const payload = await getPayloadClient()
  const stopped = await payload.count({
    collection: 'sms-opt-outs',
    where: { phone: { equals: number } },
    // Whether the number asked for no SMS: its owner's wish, whoever asks.
    overrideAccess: true,
  })
  if (stopped.totalDocs) throw new AppError(NUMBER_STOPPED, 422)
  await API_LIMITS.guardianCodeByAddress.consume(sender.address)
  await API_LIMITS.guardianCodeByAccount.consume(String(member.id))
  await API_LIMITS.guardianCodeByNumber.consume(number)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const school = (await getSiteSettingsIn(locale)).school_name?.trim() ?? ''
  // Short, as each part costs the school: two parts in Bangla with the stop link.
  const text = withStopLink(
    locale === 'bn'
      ? `${school}: বিদ্যালয়ের এসএমএস পেতে কোড ${code}।`
      : `${school}: code ${code} to get the school's SMS on this phone. Not asked? Ignore it.`,
    number,
  )
  if (!(await reserveSmsParts(payload, measureSms(text).parts)))
    throw new RateLimitError(60 * 60, SMS_LIMIT_REACHED)
  // The member's earlier codes end with this one: only the newest may be typed back.
  await payload.delete({
    collection: 'guardian-phone-codes',
    where: { member: { equals: member.id } },
    // The codes are kept for the server alone.
    overrideAccess: true,
  })
  await payload.create({
    collection: 'guardian-phone-codes',
    data: {
      member: member.id,
      phone: number,
      code_digest: digest(member.id, number, code),
      expires_at: new Date(Date.now() + CODE_LIFE_MS).toISOString(),
      tries: 0,
    },
    // The codes are kept for the server alone.
    overrideAccess: true,
  })
  const sent = await configuredSmsProvider().send(number, text)
  if (!sent.ok) {
    payload.logger.warn({ msg: 'Guardian code SMS not sent', reason: sent.reason })
    throw new AppError(SMS_NOT_SENT, 503)
  }
  return { message: CODE_SENT.replace('{number}', maskedNumber(number)) }
}

/** The code typed back: right, the number is confirmed; wrong five times, a new one is needed. */
export async function confirmGuardianCode(submission: Submission, sender: MemberSender) {
  const input = await readSubmission(submission)
  const typed = toAsciiDigits(String(input.code ?? '')).replace(/\s/g, '')
  if (!/^\d{6}$/.test(typed)) throw new ValidationError({ code: [CODE_REQUIRED] })
  const { member, number } = await studentAndNumber(sender)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'guardian-phone-codes',
    where: { member: { equals: member.id } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    // The codes are kept for the server alone.
    overrideAccess: true,
  })
  const sent = docs[0]
  if (
    !sent ||
    sent.phone !== number ||
    sent.tries >= CODE_TRIES ||
    new Date(sent.expires_at).getTime() < Date.now()
  )
    throw new ValidationError({ code: [CODE_EXPIRED] })
  // Each try is counted before the code is compared, in one statement: tries sent at once cannot
  // share a count.
  const counted = await updateIfStill(
    payload,
    'guardian_phone_codes',
    sent.id,
    { tries: sent.tries },
    { tries: sent.tries + 1 },
  )
  const given = Buffer.from(digest(member.id, number, typed))
  if (!counted || !timingSafeEqual(given, Buffer.from(sent.code_digest)))
    throw new ValidationError({ code: [CODE_WRONG] })
  await payload.update({
    collection: 'users',
    id: member.id,
    data: { guardian_sms_confirmed: number },
    // The guardian proved the number by the code sent to it; the field is not the member's.
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'guardian-phone-codes',
    where: { member: { equals: member.id } },
    // The codes are kept for the server alone.
    overrideAccess: true,
  })
  return { message: NUMBER_CONFIRMED }
}
