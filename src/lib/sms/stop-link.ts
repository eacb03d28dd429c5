import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'

import { measureSms } from './segments'

/** The number part (base 36 of the ten digits after 880) and the signature part of a code. */
const NUMBER_CHARS = 7
const SIGNATURE_CHARS = 6

const signature = (number: string) =>
  createHmac('sha256', `${env.PAYLOAD_SECRET}:sms-stop`)
    .update(number)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS)

/**
 * The code in a number's stop link: the number itself (so nothing needs to be looked up) and a
 * signature under the site's secret, so nobody can stop the school's SMS to a number they only
 * know. `number` is in 8801XXXXXXXXX form.
 */
export function stopCode(number: string): string {
  const digits = Number(number.slice(3))
  return `${digits.toString(36).padStart(NUMBER_CHARS, '0')}${signature(number)}`
}

/** The number a stop code names, or null when the site did not make it. */
export function numberOfStopCode(code: string): string | null {
  if (!/^[0-9a-z]{7}[\w-]{6}$/.test(code)) return null
  const digits = parseInt(code.slice(0, NUMBER_CHARS), 36)
  const number = `880${digits}`
  if (!/^8801\d{9}$/.test(number)) return null
  const given = Buffer.from(code.slice(NUMBER_CHARS))
  const expected = Buffer.from(signature(number))
  return given.length === expected.length && timingSafeEqual(given, expected) ? number : null
}

/** The page a stop link opens, in the message's language. */
export function stopUrl(number: string, bangla: boolean): string {
  return `${env.SERVER_URL.replace(/\/$/, '')}${bangla ? '/bn' : ''}/stop/${stopCode(number)}`
}

/**
 * A broadcast's SMS as the phone receives it: the text, then how to stop the school's SMS (a short
 * link that works without the office), in Bangla when the text is in Bangla.
 */
export function withStopLink(text: string, number: string): string {
  const bangla = measureSms(text).encoding === 'UCS-2'
  return `${text}\n${bangla ? 'এসএমএস বন্ধ' : 'Stop SMS'}: ${stopUrl(number, bangla)}`
}

/** Any number of the same length stands in for the real one when counting parts. */
export const SAMPLE_NUMBER = '8801700000000'
