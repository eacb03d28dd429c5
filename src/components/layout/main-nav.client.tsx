'use client'

import { Link } from '@/components/ui/link.client'
import { usePathname } from 'next/navigation'

import { isActiveLink } from './nav-links'

type LinkItem = { readonly href: string; readonly label: string }

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
  const pathname = usePathname()
  return (
    <ul className={className}>
      {links.map((link) => {
        const active = isActiveLink(link.href, pathname)
        return (
          <li key={link.href + link.label}>
            <Link
              href={link.href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={`${linkClassName} ${active ? activeClassName : inactiveClassName}`}
            >
              {link.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
