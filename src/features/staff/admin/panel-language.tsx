'use client'

import { useAuth, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef, type ReactNode } from 'react'

import { rememberPanelLanguageAction } from '@/features/staff/actions'
import type { Admin } from '@/payload-types'

/** The cookie in which Payload keeps the panel language of this browser. */
const LANGUAGE_COOKIE = 'payload-lng'

const chosenInThisBrowser = () =>
  document.cookie.split('; ').some((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))

/**
 * The panel language belongs to the staff account, not only to the browser: on a computer or
 * phone where no language was chosen yet, the panel switches to the account's; a language chosen
 * under Account → Language is kept on the account.
 */
export function PanelLanguage({ children }: { children: ReactNode }) {
  const { user } = useAuth<Admin>()
  const { i18n, switchLanguage } = useTranslation()
  const shown = useRef<string | null>(null)
  const stored = user?.collection === 'admins' ? (user.panel_language ?? null) : null

  useEffect(() => {
    if (!user || user.collection !== 'admins') return
    const first = shown.current === null
    const changed = !first && shown.current !== i18n.language
    shown.current = i18n.language
    if (first && stored && stored !== i18n.language && !chosenInThisBrowser()) {
      void switchLanguage?.(stored)
      return
    }
    if (changed && i18n.language !== stored) void rememberPanelLanguageAction(i18n.language)
  }, [user, stored, i18n.language, switchLanguage])

  return children
}
