'use client'

import { Link } from '@/components/ui/link.client'
import { usePathname, useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { buttonClass } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog.client'
import { hasCookie, SESSION_HINT_COOKIE } from '@/lib/session-cookie'

import {
  ACCOUNT_CHANGED_EVENT,
  clearSignInRecord,
  readSignInRecord,
  writeSignInRecord,
} from '../sign-in-record'

type Me = { id: string; username: string; avatar: string | null }

type MeResponse = {
  user: null | {
    id: number
    first_name: string
    last_name: string
    profile_image?:
      null | number | { sizes?: { thumbnail?: { url?: string | null } }; url?: string | null }
  }
}

const DEFAULT_AVATAR = '/default-avatar.svg'

/**
 * The header's account slot. Pages are cached for everyone, so the signed-in state is read in
 * the browser: first from the sign-in record (instant, no flash), then confirmed from the session
 * cookie (HttpOnly) through /api/users/me, asked only while the session hint says there is one.
 */
export function AccountMenu() {
  const t = useTranslations('AccountMenu')
  const [me, setMe] = useState<Me | null>(null)
  const [hydrated, setHydrated] = useState(false)
  const [open, setOpen] = useState(false)
  const [loggedOut, setLoggedOut] = useState(false)
  const [checks, setChecks] = useState(0)
  const wrapper = useRef<HTMLDivElement>(null)
  const pathname = usePathname()
  const router = useRouter()

  useEffect(() => {
    const record = readSignInRecord(window.localStorage)
    // Restoring the stored sign-in record after hydration is a sync with browser storage.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (record.username) setMe({ id: record.id, username: record.username, avatar: null })
    setHydrated(true)
    const recheck = () => setChecks((n) => n + 1)
    window.addEventListener(ACCOUNT_CHANGED_EVENT, recheck)
    return () => window.removeEventListener(ACCOUNT_CHANGED_EVENT, recheck)
  }, [])

  // Checked again on every page change, so signing in or out (or an expired session) shows at once.
  useEffect(() => {
    if (!hasCookie(document.cookie, SESSION_HINT_COOKIE)) {
      // No session cookie: signed out, without asking the server (a sync with the browser's cookies).
      clearSignInRecord(window.localStorage)
      // eslint-disable-next-line react-hooks/set-state-in-effect
      return setMe(null)
    }
    const controller = new AbortController()
    fetch('/api/users/me?depth=1', {
      credentials: 'include',
      cache: 'no-store',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? (res.json() as Promise<MeResponse>) : { user: null }))
      .then(({ user }) => {
        if (!user) {
          clearSignInRecord(window.localStorage)
          return setMe(null)
        }
        const image = typeof user.profile_image === 'object' ? user.profile_image : null
        const username = `${user.first_name} ${user.last_name}`.trim()
        writeSignInRecord(window.localStorage, { username, id: user.id })
        setMe({
          id: String(user.id),
          username,
          avatar: image?.sizes?.thumbnail?.url || image?.url || null,
        })
      })
      // A failed check changes nothing: the stored record stays, the default avatar shows.
      .catch(() => undefined)
    return () => controller.abort()
  }, [pathname, checks])

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

  const logout = useCallback(async () => {
    setOpen(false)
    await fetch('/api/users/logout', { method: 'POST', credentials: 'include' }).catch(
      () => undefined,
    )
    clearSignInRecord(window.localStorage)
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`
    setMe(null)
    setLoggedOut(true)
    // Pages that need a session (the profile) re-check it and send the visitor to sign in.
    router.refresh()
  }, [router])

  const logoutDialog = (
    <Dialog
      open={loggedOut}
      onClose={() => setLoggedOut(false)}
      title={t('loggedOutTitle')}
      className="max-w-sm"
    >
      <div className="p-8 text-center">
        <p
          className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-3xl text-brand-700"
          aria-hidden
        >
          ✓
        </p>
        <h2 className="mt-4 text-xl font-bold text-slate-900">{t('loggedOutTitle')}</h2>
        <p className="mt-2 text-slate-700">{t('loggedOutText')}</p>
        <button
          type="button"
          className={buttonClass('primary', 'mt-6')}
          onClick={() => setLoggedOut(false)}
        >
          {t('ok')}
        </button>
      </div>
    </Dialog>
  )

  if (!me) {
    return (
      <div className={`flex items-center gap-2 ${hydrated ? '' : 'invisible'}`}>
        <Link href="/sign-up" className={buttonClass('secondary', 'px-4 whitespace-nowrap')}>
          {t('signUp')}
        </Link>
        <Link href="/login" className={buttonClass('primary', 'px-4 whitespace-nowrap')}>
          {t('login')}
        </Link>
        {logoutDialog}
      </div>
    )
  }

  const name = me.username
  return (
    <div ref={wrapper} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full py-1 ps-3 pe-1 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        <span className="max-w-32 truncate text-sm font-semibold text-slate-800">{name}</span>
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
              onClick={logout}
              className="block w-full px-4 py-2 text-start text-slate-800 hover:bg-brand-50"
            >
              {t('logout')}
            </button>
          </li>
        </ul>
      ) : null}
      {logoutDialog}
    </div>
  )
}
