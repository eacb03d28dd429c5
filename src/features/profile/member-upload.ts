import 'server-only'

import { APIError } from 'payload'

import { API_LIMITS } from '@/lib/api-rate-limits'
import { LIMITS } from '@/lib/constants'
import { PayloadTooLargeError, ValidationError } from '@/lib/errors'
import { hasTooManyPixels, TOO_MANY_PIXELS } from '@/lib/image-pixels'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import type { User } from '@/payload-types'

export type UploadedFile = { data: Buffer; mimetype: string; name: string; size: number }

export const IMAGE_ONLY_MESSAGE = 'Please upload an image file (JPEG, PNG, WebP or AVIF).'

/** A browser `File` from a multipart body, in the shape Payload's Local API uploads. */
export async function toUploadedFile(file: File): Promise<UploadedFile> {
  return {
    data: Buffer.from(await file.arrayBuffer()),
    mimetype: file.type || 'application/octet-stream',
    name: file.name || 'upload',
    size: file.size,
  }
}

/**
 * Stores a member's picture in the media library, owned by that member. Payload checks the bytes
 * (not the name) against the allowed image types and re-encodes the picture, dropping EXIF/GPS.
 * Every door a member's picture comes in by (profile form, /api/v1, alumni registration) comes
 * through here, so each account's upload budget holds whichever door it uses.
 */
export async function uploadMemberImage(
  member: User & { collection: 'users' },
  file: UploadedFile,
  alt: string,
  field = 'image',
) {
  if (file.size > LIMITS.imageUploadBytes)
    throw new PayloadTooLargeError('The image is larger than 5 MB.')
  if (await hasTooManyPixels(file.data)) throw new ValidationError({ [field]: [TOO_MANY_PIXELS] })
  // Counted before Payload re-encodes the picture, the costly part of an upload.
  await API_LIMITS.uploadByMember.consume(String(member.id))
  const payload = await getPayloadClient()
  try {
    return await payload.create({
      collection: 'media',
      data: { alt: alt.slice(0, 200) },
      file,
      overrideAccess: false,
      user: member,
    })
  } catch (error) {
    // Payload refuses a file whose content is not an allowed image with a 400 APIError.
    if (error instanceof APIError && error.status === 400) {
      throw new ValidationError({ [field]: [IMAGE_ONLY_MESSAGE] })
    }
    if (error instanceof APIError && error.status === 413) throw new PayloadTooLargeError()
    throw error
  }
}
