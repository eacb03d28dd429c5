'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { SCHOOL_TIME_ZONE_LABEL } from '@/lib/constants'

/** Words Payload shows as given (time zone names, the schedule's "All" languages), in Bangla. */
const BANGLA: Record<string, string> = {
  [SCHOOL_TIME_ZONE_LABEL]: 'ঢাকার সময় (ইউটিসি+৬)',
  All: 'সব ভাষা',
}

/** Where such words appear: time zone pickers and the schedule drawer's list. */
const PLACES = '.timezone-picker, .schedule-publish'

/**
 * Payload's time zone pickers take plain text, not a label per panel language, and its schedule
 * drawer writes "All" as is: in the Bangla panel these words are rewritten in place (the text
 * node React keeps, so it stays in step).
 */
export function PanelWords({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const bangla = i18n.language === 'bn-BD'

  useEffect(() => {
    if (!bangla) return
    const translate = () => {
      for (const place of document.querySelectorAll(PLACES)) {
        const walker = document.createTreeWalker(place, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const words = BANGLA[node.nodeValue?.trim() ?? '']
          if (words) node.nodeValue = words
        }
      }
    }
    translate()
    const observer = new MutationObserver(translate)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [bangla])

  return children
}
