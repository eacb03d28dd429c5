'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { Link } from '@/components/ui/link.client'

import type { SignedInMember } from './use-signed-in-member'

const DEFAULT_AVATAR = '/default-avatar.svg'

/**
 * The signed-in member's name and avatar, opening a menu with Profile and Logout. The menu
 * closes on a click outside it, on Escape and on choosing an item. `children` follow the menu.
 */
export function MemberDropdown({
  me,
  onLogout,
  children,
}: {
  me: SignedInMember
  onLogout: () => void
  children?: ReactNode
}) {
  const t = useTranslations('AccountMenu')
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div ref={wrapper} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full py-1 ps-3 pe-1 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        <span className="max-w-32 truncate text-sm font-semibold text-slate-800">
          {me.username}
        </span>
        {/* eslint-disable-next-line @next/next/no-img-element -- a 40 px avatar, already a thumbnail */}
        <img
          src={me.avatar || DEFAULT_AVATAR}
          alt=""
          width={40}
          height={40}
          className="size-10 rounded-full border border-slate-200 object-cover"
          onError={(event) => {
            event.currentTarget.src = DEFAULT_AVATAR
          }}
        />
      </button>
      {open ? (
        <ul
          role="menu"
          className="absolute end-0 z-50 mt-2 w-44 rounded-xl border border-slate-200 bg-white py-2 shadow-lg"
        >
          <li role="none">
            <Link
              role="menuitem"
              href="/user-profile"
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-slate-800 hover:bg-brand-50"
            >
              {t('profile')}
            </Link>
          </li>
          <li role="none">
            <button
              role="menuitem"
              type="button"
              onClick={() => {
                setOpen(false)
                onLogout()
              }}
              className="block w-full px-4 py-2 text-start text-slate-800 hover:bg-brand-50"
            >
              {t('logout')}
            </button>
          </li>
        </ul>
      ) : null}
      {children}
    </div>
  )
}
