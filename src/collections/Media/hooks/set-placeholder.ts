import type { CollectionBeforeChangeHook } from 'payload'

import { limitedSharp } from '@/lib/image-pixels'
import type { Media } from '@/payload-types'

/** Width of the blurred stand-in, in pixels: a few hundred bytes as a data URL. */
const PLACEHOLDER_WIDTH = 16

/**
 * Every uploaded opaque picture gets a tiny blurred copy, drawn behind the real one while it
 * loads on a slow connection (inline in the page, so it costs no request).
 */
export const setPlaceholder: CollectionBeforeChangeHook<Media> = async ({ data, req }) => {
  const file = req.file?.data
  if (!file) return data
  try {
    // A see-through picture (a logo) would show the blur through its clear parts: none for it.
    if ((await limitedSharp(file).metadata()).hasAlpha) return data
    const tiny = await limitedSharp(file)
      .resize(PLACEHOLDER_WIDTH, PLACEHOLDER_WIDTH, { fit: 'inside' })
      .blur()
      .webp({ quality: 40 })
      .toBuffer()
    return { ...data, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` }
  } catch (error) {
    // Payload refuses a file it cannot read anyway; a missing placeholder only costs the blur.
    req.payload.logger.warn({ err: error, msg: 'No placeholder for this picture' })
    return data
  }
}
