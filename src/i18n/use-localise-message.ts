import { useLocale } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'

import { DEFAULT_LOCALE, isLocale } from './locales'

type Localise = typeof import('./localise-message').localiseMessage

const loadSiteTable = () => import('./localise-message')

/**
 * Shows a rule's English message (from a schema or a server action) in the page's language. The
 * table of translations is fetched only on a page in another language, once the page has loaded:
 * it costs English pages nothing and no page its first load. A form with words of its own passes
 * the loader of its own table (the reunion forms: localise-reunion-message).
 */
export function useLocaliseMessage(
  load: () => Promise<{ localiseMessage: Localise }> = loadSiteTable,
): (message: string) => string {
  const locale = useLocale()
  const [localise, setLocalise] = useState<Localise | null>(null)
  useEffect(() => {
    if (locale === DEFAULT_LOCALE) return
    let current = true
    void load().then((module) => {
      if (current) setLocalise(() => module.localiseMessage)
    })
    return () => {
      current = false
    }
  }, [locale, load])
  return useCallback(
    (message: string) => (localise && isLocale(locale) ? localise(message, locale) : message),
    [localise, locale],
  )
}
