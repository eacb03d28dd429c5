'use client'

import { usePathname } from 'next/navigation'

import { splitLocale } from './locales'

/**
 * The page's address without its language prefix ('/news' on /news and on /bn/news). The same
 * during the static render (route '/en/news') and in the browser (address '/news').
 */
export function useSitePath(): string {
  return splitLocale(usePathname()).path
}
