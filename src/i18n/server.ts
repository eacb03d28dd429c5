import 'server-only'

import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from './locales'

export type LocaleParams = { params: Promise<{ locale: string }> }

/** The address parameters of a page about one item (`…/[id]`). */
export type ItemParams = { params: Promise<{ locale: string; id: string }> }

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

/** `enterLocale` for a page about one item, with the item's id from the address. */
export async function enterItemPage(
  params: Promise<{ locale: string; id: string }>,
): Promise<{ locale: Locale; id: string }> {
  const locale = await enterLocale(params)
  return { locale, id: (await params).id }
}
