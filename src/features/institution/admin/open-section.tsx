'use client'

import { useEffect } from 'react'

/**
 * On a page of tabs (the Institution page): an address ending in `#section` opens that tab and
 * brings it into view, so a checklist item leads straight to the fields that complete it. `sections`
 * are the tabs' names in their order on the page.
 */
export function OpenSection({ sections }: { sections: readonly string[] }) {
  useEffect(() => {
    const open = () => {
      const index = sections.indexOf(decodeURIComponent(window.location.hash.slice(1)))
      if (index < 0) return
      const tab = document.querySelectorAll<HTMLButtonElement>('.tabs-field__tab-button')[index]
      if (!tab) return
      tab.click()
      tab.scrollIntoView({ block: 'start' })
      tab.focus()
    }
    open()
    window.addEventListener('hashchange', open)
    return () => window.removeEventListener('hashchange', open)
  }, [sections])
  return null
}
