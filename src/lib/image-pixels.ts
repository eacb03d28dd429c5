import sharp, { type Sharp, type SharpInput, type SharpOptions } from 'sharp'

import { LIMITS } from '@/lib/constants'

/** The refusal for a picture over the pixel cap; its Bangla twin is in the Validation catalogue. */
export const TOO_MANY_PIXELS = `The picture has too many pixels. Please use one of at most ${LIMITS.imageMaxPixels / 1_000_000} megapixels.`

/**
 * sharp that refuses to decode a picture over the pixel cap. The site (and Payload, for its
 * re-encoding and image sizes) decodes through this, so a picture that slipped past the header
 * check still cannot take the server's memory.
 */
export function limitedSharp(input?: SharpInput, options?: SharpOptions): Sharp {
  return sharp(input, { ...options, limitInputPixels: LIMITS.imageMaxPixels })
}

/**
 * The pixels decoding the picture would produce, from its header alone (nothing is decoded), or
 * null when it is not a picture sharp can read (Payload then refuses it by its content).
 */
export async function decodedPixels(input: Buffer | string): Promise<number | null> {
  try {
    const { width, height, pageHeight, pages } = await sharp(input).metadata()
    if (!width || !height) return null
    // An animated picture is decoded frame by frame, all of them.
    return width * (pageHeight ?? height) * Math.max(pages ?? 1, 1)
  } catch {
    return null
  }
}

export async function hasTooManyPixels(input: Buffer | string): Promise<boolean> {
  const pixels = await decodedPixels(input)
  return pixels !== null && pixels > LIMITS.imageMaxPixels
}
