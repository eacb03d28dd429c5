'use client'

import { useDocumentInfo, useField } from '@payloadcms/ui'
import { useEffect } from 'react'

import { markMessageReadAction } from '@/features/today/actions'

/**
 * On a contact message in /admin: opening an unread message marks it read, and the status box
 * shows it without asking to save.
 */
export function MarkMessageRead() {
  const { id } = useDocumentInfo()
  const { value, setValue } = useField<string>({ path: 'status' })
  const unread = value === 'unread'

  useEffect(() => {
    if (!unread || id === undefined) return
    void markMessageReadAction(Number(id)).then((changed) => {
      if (changed) setValue('read', true)
    })
  }, [id, unread, setValue])

  return null
}
