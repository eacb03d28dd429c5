'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { NavList } from './main-nav.client'
import { NAV_LINKS, SCHOOL_LINKS } from './nav-links'

/**
 * The small-screen menu: a hamburger opens a slide-in panel titled Menu. It is a modal dialog,
 * so focus stays inside; Esc, the close button, the backdrop or choosing a link closes it.
 */
export function SideMenu() {
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const t = useTranslations('Shell')

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) el.showModal()
    if (!open && el.open) el.close()
    document.documentElement.style.overflow = open ? 'hidden' : ''
  }, [open])

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('openMenu')}
        aria-expanded={open}
        className="grid size-11 place-items-center rounded-lg text-brand-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500 lg:hidden"
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden>
          <path
            d="M3 6h18M3 12h18M3 18h18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="side-menu-title"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialog.current) setOpen(false)
        }}
        className="ms-auto me-0 h-dvh max-h-none w-[min(85vw,20rem)] bg-white p-0 shadow-2xl backdrop:bg-black/50 open:animate-[slide-in_200ms_ease-out]"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 id="side-menu-title" className="text-lg font-bold text-brand-900">
            {t('menu')}
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={t('closeMenu')}
            className="grid size-10 place-items-center rounded-lg text-2xl text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            ×
          </button>
        </div>
        <nav aria-label={t('mainNavigation')} className="px-3 py-4">
          <NavList
            links={[...NAV_LINKS, ...SCHOOL_LINKS]}
            className="space-y-1"
            linkClassName="block rounded-lg px-4 py-3 font-medium"
            activeClassName="bg-brand-50 font-semibold text-brand-700"
            inactiveClassName="text-slate-800 hover:bg-brand-50"
            onNavigate={() => setOpen(false)}
          />
        </nav>
      </dialog>
    </>
  )
}
