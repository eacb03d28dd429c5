import 'server-only'

import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from './locales'

export type LocaleParams = { params: Promise<{ locale: string }> }

/**
 * Fixes the language a page or layout renders in, from its address. Every page calls it first, so
 * the page renders once per language at build time instead of reading request headers.
 */
export async function enterLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
