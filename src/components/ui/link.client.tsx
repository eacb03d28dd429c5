'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import { useLocale } from 'next-intl'
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react'

import { localePath } from '@/i18n/locales'

/**
 * The site's link: it fetches the next page when the visitor shows intent (pointer over it,
 * finger down, keyboard focus) instead of as soon as it scrolls into view, so a phone on mobile
 * data does not download every page a list links to. Navigation stays client-side. Addresses
 * of the site's pages get the page's language (`/news` is `/bn/news` on a Bangla page).
 */
export function Link({
  href: spoken,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  const router = useRouter()
  const locale = useLocale()
  const href = typeof spoken === 'string' ? localePath(spoken, locale) : spoken
  const prefetch = () => {
    if (typeof href === 'string' && href.startsWith('/')) router.prefetch(href)
  }
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch()
        onTouchStart?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch()
        onFocus?.(event)
      }}
      {...props}
    />
  )
}
