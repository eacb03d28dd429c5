'use client'

import { useFormModified } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Payload reloads the form when the content language changes, dropping unsaved typing; this asks
 * first whenever the form holds changes.
 */
export function LocaleSwitchGuard({ message }: { message: string }) {
  const modified = useFormModified()
  useEffect(() => {
    if (!modified) return
    const ask = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest('button')
      // The language menu's buttons are the ones carrying a locale code.
      if (!button?.querySelector('.localizer__locale-code')) return
      if (window.confirm(message)) return
      event.preventDefault()
      event.stopPropagation()
    }
    document.addEventListener('click', ask, true)
    return () => document.removeEventListener('click', ask, true)
  }, [modified, message])
  return null
}
