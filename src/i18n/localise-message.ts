/**
 * Form and API messages are written once, in English, where the rules live (zod schemas, server
 * actions: the old site's exact words). A Bangla page shows them through this: the English text is
 * looked up in the 'Validation' catalogue (numbers in it may vary: 'at most {max} characters')
 * and its Bangla twin is returned. Unknown text is shown as it came.
 */
import bnMessages from './validation/bn.json' with { type: 'json' }
import enMessages from './validation/en.json' with { type: 'json' }
import type { Locale } from './locales'

type Catalogue = Record<string, string>

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each English message as a pattern whose {placeholders} match any text. */
function patternsOf(english: Catalogue) {
  return Object.entries(english).map(([key, text]) => ({
    key,
    pattern: new RegExp(
      `^${text
        .split(/(\{\w+\})/)
        .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : escape(part)))
        .join('')}$`,
    ),
  }))
}

const BENGALI_DIGITS = new Intl.NumberFormat('bn-BD', { useGrouping: false })
const BANGLA_DATE = new Intl.DateTimeFormat('bn-BD', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const BENGALI_DIGIT = '০১২৩৪৫৬৭৮৯'
const BANGLA_PERIOD: Record<string, string> = { AM: 'পূর্বাহ্ন', PM: 'অপরাহ্ন' }

/**
 * A value of an English message in Bangla: a count in Bengali digits, a `{date}` as the site
 * writes it ('7 December 2026') as a Bangla date, a `{time}` ('3:05 PM') in Bengali digits and
 * words; other text (a name) as it came.
 */
function banglaValue(name: string, value: string): string {
  if (/^\d+$/.test(value)) return BENGALI_DIGITS.format(Number(value))
  if (name === 'date') {
    const at = Date.parse(`${value} 12:00 UTC`)
    if (!Number.isNaN(at)) return BANGLA_DATE.format(at).replace(',', '')
  }
  if (name === 'time' && /^\d{1,2}:\d{2}\s?(AM|PM)$/i.test(value)) {
    const [clock = '', period = ''] = value.split(/\s+|(?=[AP]M$)/i)
    const digits = clock.replace(/\d/g, (d) => BENGALI_DIGIT[Number(d)]!)
    return `${digits} ${BANGLA_PERIOD[period.toUpperCase()] ?? period}`
  }
  return value
}

/** A localiser for one pair of catalogues (English and its Bangla twin, by key). */
export function localiserFor(english: Catalogue, bangla: Catalogue) {
  const patterns = patternsOf(english)
  return (message: string, locale: Locale): string => {
    if (locale === 'en' || !message) return message
    for (const { key, pattern } of patterns) {
      const match = pattern.exec(message)
      if (!match) continue
      const values = match.groups ?? {}
      return (bangla[key] ?? message).replace(/\{(\w+)\}/g, (_, name: string) =>
        banglaValue(name, values[name] ?? ''),
      )
    }
    return message
  }
}

export const localiseMessage = localiserFor(enMessages.Validation, bnMessages.Validation)
