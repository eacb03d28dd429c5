'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { PANEL_TEXT_RULES, type PanelLanguage } from './panel-text'

/** The attributes that name an element to a pointer or a screen reader. */
const NAMING_ATTRIBUTES = ['title', 'aria-label']

/**
 * Payload's time zone pickers take plain text, not a label per panel language, its schedule
 * drawer writes "All" as is, its upload toasts and the date picker are in English only, and
 * date-fns writes Bangla dates in Latin digits: these words and digits are rewritten in place
 * (the text node React keeps, so it stays in step).
 */
export function PanelWords({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const language: PanelLanguage = i18n.language === 'bn-BD' ? 'bn-BD' : 'en'

  useEffect(() => {
    const translate = () => {
      for (const { places, rewrite } of PANEL_TEXT_RULES) {
        for (const place of document.querySelectorAll(places)) {
          const walker = document.createTreeWalker(place, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.nodeValue ?? ''
            const rewritten = rewrite(text, language)
            if (rewritten !== text) node.nodeValue = rewritten
          }
          for (const named of place.querySelectorAll('[title], [aria-label]')) {
            for (const attribute of NAMING_ATTRIBUTES) {
              const value = named.getAttribute(attribute)
              if (value === null) continue
              const rewritten = rewrite(value, language)
              if (rewritten !== value) named.setAttribute(attribute, rewritten)
            }
          }
        }
      }
    }
    translate()
    const observer = new MutationObserver(translate)
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributeFilter: NAMING_ATTRIBUTES,
    })
    return () => observer.disconnect()
  }, [language])

  return children
}
