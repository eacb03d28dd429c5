'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { PictureWarning, type StoredPicture } from './picture-warning'

/** The file's SHA-256 fingerprint in hex, as the server stores it for each picture. */
async function fingerprint(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer())
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * As soon as staff choose a file, before saving: the pictures already stored with the same
 * bytes, so they can use one of those instead of uploading a copy.
 */
export function SameFileCheck({ heading, text }: { heading: string; text: string }) {
  const file = useFormFields(([fields]) => fields.file?.value)
  const { id } = useDocumentInfo()
  // The pictures found for one file: shown while that file is the one chosen.
  const [found, setFound] = useState<{ file: File; pictures: StoredPicture[] } | null>(null)

  useEffect(() => {
    if (!(file instanceof File)) return
    let current = true
    void (async () => {
      const response = await fetch(`/api/media/same-file/${await fingerprint(file)}`, {
        credentials: 'include',
      })
      if (!response.ok) return
      const { docs } = (await response.json()) as { docs: StoredPicture[] }
      if (current) setFound({ file, pictures: docs.filter((doc) => doc.id !== id) })
    })().catch(() => undefined)
    return () => {
      current = false
    }
  }, [file, id])

  if (!found || found.file !== file || found.pictures.length === 0) return null
  return (
    <PictureWarning heading={heading} text={text} pictures={found.pictures} data-same-file="" />
  )
}
