import { useLocale } from 'next-intl'
import { useCallback } from 'react'

import { localiseMessage } from './localise-message'

/** Shows a rule's English message (from a schema or a server action) in the page's language. */
export function useLocaliseMessage(): (message: string) => string {
  const locale = useLocale()
  return useCallback((message: string) => localiseMessage(message, locale), [locale])
}
