'use client'

import { useDocumentInfo, useField } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

import { markMessageReadAction } from '@/features/today/actions'

/**
 * On a contact message in /admin: opening an unread message marks it read, and the status box
 * shows it without asking to save. The form then takes the stored message's new time as its own,
 * so Payload's check for changes made elsewhere ("Document modified") does not count the site's
 * own change when staff go on to change the status or reply.
 */
export function MarkMessageRead() {
  const { id, data, updateSavedDocumentData } = useDocumentInfo()
  const { value, setValue } = useField<string>({ path: 'status' })
  const asked = useRef<unknown>(undefined)
  const unread = value === 'unread'

  useEffect(() => {
    if (!unread || id === undefined || asked.current === id) return
    asked.current = id
    void markMessageReadAction(Number(id)).then((updatedAt) => {
      if (!updatedAt) return
      setValue('read', true)
      updateSavedDocumentData({ ...data, status: 'read', updatedAt })
    })
  }, [id, unread, setValue, data, updateSavedDocumentData])

  return null
}
