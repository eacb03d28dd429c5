/**
 * Form and API messages are written once, in English, where the rules live (zod schemas, server
 * actions: the old site's exact words). A Bangla page shows them through this: the English text is
 * looked up in the 'Validation' catalogue (numbers in it may vary: 'at most {max} characters')
 * and its Bangla twin is returned. Unknown text is shown as it came.
 */
import bnMessages from './validation/bn.json' with { type: 'json' }
import enMessages from './validation/en.json' with { type: 'json' }
import type { Locale } from './locales'

type Key = keyof typeof enMessages.Validation

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Each English message as a pattern whose {placeholders} match any text. */
const PATTERNS = (Object.entries(enMessages.Validation) as [Key, string][]).map(([key, text]) => ({
  key,
  pattern: new RegExp(
    `^${text
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : escape(part)))
      .join('')}$`,
  ),
}))

const BENGALI_DIGITS = new Intl.NumberFormat('bn-BD', { useGrouping: false })

export function localiseMessage(message: string, locale: Locale): string {
  if (locale === 'en' || !message) return message
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(message)
    if (!match) continue
    const values = match.groups ?? {}
    return bnMessages.Validation[key].replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name] ?? ''
      return /^\d+$/.test(value) ? BENGALI_DIGITS.format(Number(value)) : value
    })
  }
  return message
}
