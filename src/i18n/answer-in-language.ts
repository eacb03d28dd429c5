import 'server-only'

import { headers } from 'next/headers'

import { localiseMessage } from './localise-message'
import { DEFAULT_LOCALE, isLocale, LOCALE_HEADER, type Locale } from './locales'

type Answer = { message?: unknown; errors?: unknown }

/**
 * The language of the page a form was sent from, as the proxy marks the request; English when
 * unmarked. Unlike next-intl's `getLocale`, it answers in any server action, called from a page
 * or not.
 */
export async function visitorLocale(): Promise<Locale> {
  const locale = (await headers()).get(LOCALE_HEADER)
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/**
 * A form action's answer in the visitor's language: its message and field errors, written in
 * English where the rules live, in Bangla for a form sent from a Bangla page (the proxy marks the
 * request). A browser without JavaScript gets the answer as a rendered page, so the words must be
 * right before they leave the server; the page's own script then shows them as they came. A form
 * with words of its own passes their localiser (the reunion forms).
 */
export async function inVisitorLanguage<S extends object>(
  answer: S,
  localise: typeof localiseMessage = localiseMessage,
): Promise<S> {
  const locale = await visitorLocale()
  if (locale === DEFAULT_LOCALE) return answer
  const { message, errors } = answer as Answer
  const localised: Answer = {}
  if (typeof message === 'string') localised.message = localise(message, locale)
  if (errors && typeof errors === 'object')
    localised.errors = Object.fromEntries(
      Object.entries(errors).map(([field, text]) => [
        field,
        typeof text === 'string' ? localise(text, locale) : text,
      ]),
    )
  return { ...answer, ...localised }
}
