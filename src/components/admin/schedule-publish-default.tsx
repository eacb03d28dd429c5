'use client'

import { useEffect } from 'react'

/**
 * Payload's schedule drawer opens on "Unpublish" for an item never published; staff open it to
 * publish, so each time it opens "Publish" is chosen for them.
 */
export function SchedulePublishDefault() {
  useEffect(() => {
    const choosePublish = () => {
      const drawer = document.querySelector('.schedule-publish')
      if (!drawer || drawer.hasAttribute('data-publish-chosen')) return
      const publish = drawer.querySelector<HTMLInputElement>(
        'input[type="radio"][id$="-type-publish"]',
      )
      if (!publish) return
      drawer.setAttribute('data-publish-chosen', '')
      if (!publish.checked) publish.click()
    }
    const observer = new MutationObserver(choosePublish)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return null
}
