import { toAsciiDigits } from '@/lib/digits'

/** Why a typed number cannot be sent to; staff see it beside the recipient. */
export type PhoneProblem = 'empty' | 'not-a-mobile-number' | 'unknown-operator'

export type PhoneCheck = { ok: true; number: string } | { ok: false; problem: PhoneProblem }

/** Mobile operators' second digit after 01: 013–019 (Grameenphone … Banglalink, Teletalk). */
const OPERATOR_DIGITS = /^8801[3-9]/

/**
 * A Bangladeshi mobile number in the one form gateways take, 8801XXXXXXXXX, from what people type:
 * Bengali digits, spaces, dashes, dots, brackets, +88 / 0088 / 88 or a leading 0.
 */
export function normaliseMobileNumber(input: string | null | undefined): PhoneCheck {
  const typed = toAsciiDigits(input ?? '').replace(/[\s\-.()]/g, '')
  if (typed === '') return { ok: false, problem: 'empty' }
  const digits = typed.replace(/^\+/, '').replace(/^00/, '')
  if (!/^\d+$/.test(digits)) return { ok: false, problem: 'not-a-mobile-number' }
  const full =
    digits.length === 13 && digits.startsWith('880')
      ? digits
      : digits.length === 11 && digits.startsWith('01')
        ? `88${digits}`
        : digits.length === 10 && digits.startsWith('1')
          ? `880${digits}`
          : null
  if (!full || !full.startsWith('8801')) return { ok: false, problem: 'not-a-mobile-number' }
  if (!OPERATOR_DIGITS.test(full)) return { ok: false, problem: 'unknown-operator' }
  return { ok: true, number: full }
}
