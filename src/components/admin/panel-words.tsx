'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { SCHOOL_TIME_ZONE_LABEL } from '@/lib/constants'
import { localiseDigits } from '@/lib/digits'

/** Words Payload shows as given (time zone names, the schedule's "All" languages), in Bangla. */
const BANGLA: Record<string, string> = {
  [SCHOOL_TIME_ZONE_LABEL]: 'ঢাকার সময় (ইউটিসি+৬)',
  All: 'সব ভাষা',
}

/** Where such words appear: time zone pickers and the schedule drawer's list. */
const PLACES = '.timezone-picker, .schedule-publish'

/** A date as Payload writes it in the Bangla panel ('26 নভেম্বর 2026, 5:29 অপরাহ্ন'). */
const BANGLA_DATE = /^\d{1,2} [\u0980-\u09FF]+ \d{4}(, \d{1,2}:\d{2} [\u0980-\u09FF]+)?$/
/** Where Payload writes dates: list cells, a document's header, the schedule and versions. */
const DATE_PLACES = '.table, .doc-controls, .schedule-publish, .versions, .version-view'

/** A panel date in Bengali digits; any other text as it is. */
function banglaDigits(text: string | null): string | null {
  return text && BANGLA_DATE.test(text.trim()) ? localiseDigits(text, 'bn') : text
}

/**
 * Payload's time zone pickers take plain text, not a label per panel language, its schedule
 * drawer writes "All" as is, and date-fns writes Bangla dates in Latin digits: in the Bangla
 * panel these words and digits are rewritten in place (the text node React keeps, so it stays in
 * step).
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
      for (const place of document.querySelectorAll(DATE_PLACES)) {
        const walker = document.createTreeWalker(place, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = banglaDigits(node.nodeValue)
          if (text !== node.nodeValue) node.nodeValue = text
        }
        for (const titled of place.querySelectorAll('[title]')) {
          const title = banglaDigits(titled.getAttribute('title'))
          if (title !== titled.getAttribute('title')) titled.setAttribute('title', title ?? '')
        }
      }
    }
    translate()
    const observer = new MutationObserver(translate)
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributeFilter: ['title'],
    })
    return () => observer.disconnect()
  }, [bangla])

  return children
}
