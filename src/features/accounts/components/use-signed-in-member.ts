import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'

import { hasCookie, SESSION_HINT_COOKIE } from '@/lib/session-cookie'

import {
  ACCOUNT_CHANGED_EVENT,
  clearSignInRecord,
  readSignInRecord,
  writeSignInRecord,
} from '../sign-in-record'

export type SignedInMember = { id: string; username: string; avatar: string | null }

type MeResponse = {
  user: null | {
    id: number
    first_name: string
    last_name: string
    profile_image?:
      null | number | { sizes?: { thumbnail?: { url?: string | null } }; url?: string | null }
  }
}

/**
 * Who is signed in, as the browser knows it. Pages are cached for everyone, so this is read in
 * the browser: first from the sign-in record (instant, no flash), then confirmed from the session
 * cookie (HttpOnly) through /api/users/me, asked only while the session hint says there is one.
 * `signOut` ends the session and forgets the record.
 */
export function useSignedInMember() {
  const [me, setMe] = useState<SignedInMember | null>(null)
  const [hydrated, setHydrated] = useState(false)
  const [checks, setChecks] = useState(0)
  const pathname = usePathname()

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

  const signOut = useCallback(async () => {
    await fetch('/api/users/logout', { method: 'POST', credentials: 'include' }).catch(
      () => undefined,
    )
    clearSignInRecord(window.localStorage)
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`
    setMe(null)
  }, [])

  return { me, hydrated, signOut }
}
