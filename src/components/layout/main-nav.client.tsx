'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/components/ui/link.client'
import { useSitePath } from '@/i18n/use-site-path'

import type { Messages } from '@/i18n/request'

import { isActiveLink } from './nav-links'

type LinkItem = { readonly href: string; readonly key: NavKey }
type NavKey = keyof Messages['Nav']

/** A list of links with the current page highlighted and announced (aria-current). */
export function NavList({
  links,
  className,
  linkClassName,
  activeClassName,
  inactiveClassName,
  onNavigate,
}: {
  links: readonly LinkItem[]
  className?: string
  linkClassName: string
  /** Kept apart from `inactiveClassName` so two colour utilities never compete on one element. */
  activeClassName: string
  inactiveClassName: string
  onNavigate?: () => void
}) {
  const pathname = useSitePath()
  const t = useTranslations('Nav')
  return (
    <ul className={className}>
      {links.map((link) => {
        const active = isActiveLink(link.href, pathname)
        return (
          <li key={link.href + link.key}>
            <Link
              href={link.href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={`${linkClassName} ${active ? activeClassName : inactiveClassName}`}
            >
              {t(link.key)}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
