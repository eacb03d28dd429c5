import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'

const WORDS_PER_MINUTE = 200

type LexicalNode = { text?: unknown; children?: unknown }

/** Plain text of a Lexical rich-text value (paragraph breaks become spaces). */
export function lexicalToPlainText(value: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { text, children } = node as LexicalNode
    if (typeof text === 'string') parts.push(text)
    if (Array.isArray(children)) children.forEach(walk)
  }
  walk((value as { root?: unknown } | null)?.root ?? value)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/** Whole minutes to read a text at an ordinary pace, never less than one. */
export function readTimeMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/** The label the pages and the API show, e.g. '4 min' (on Bangla pages '৪ মিনিট'). */
export function formatReadTime(minutes: number | null | undefined, locale: Locale = 'en'): string {
  const shown = Math.max(1, minutes ?? 1)
  return locale === 'en' ? `${shown} min` : `${formatNumber(shown, locale)} মিনিট`
}
