import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { localiseMessage } from '@/i18n/localise-message'

import { LIMITS } from './constants'
import { decodedPixels, hasTooManyPixels, limitedSharp, TOO_MANY_PIXELS } from './image-pixels'

/** 10,000 × 10,000 pixels of one colour: a few hundred KB that decode to 300 MB. */
let hugeBytes: Promise<Buffer<ArrayBuffer>> | undefined
const huge = () =>
  (hugeBytes ??= sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer())

const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#58a' } })
    .jpeg()
    .toBuffer()

describe('the pixel cap of uploaded pictures', () => {
  it('reads a huge picture’s size from its header, quickly, and finds it over the cap', async () => {
    const bytes = await huge()
    expect(bytes.length).toBeLessThan(LIMITS.imageUploadBytes)
    const started = performance.now()
    expect(await decodedPixels(bytes)).toBe(100_000_000)
    expect(await hasTooManyPixels(bytes)).toBe(true)
    expect(performance.now() - started).toBeLessThan(200)
  })

  it('lets a normal photo through, and says nothing of what is not a picture', async () => {
    expect(await hasTooManyPixels(await photo())).toBe(false)
    expect(await decodedPixels(Buffer.from('<svg/> not a picture'))).toBeNull()
    expect(await hasTooManyPixels(Buffer.from('just text'))).toBe(false)
  })

  it('never decodes more than the cap, whoever asks sharp', async () => {
    await expect(
      limitedSharp(await huge())
        .webp()
        .toBuffer(),
    ).rejects.toThrow(/pixel limit/)
    // The caller's options cannot lift the cap.
    await expect(
      limitedSharp(await huge(), { limitInputPixels: false })
        .webp()
        .toBuffer(),
    ).rejects.toThrow(/pixel limit/)
    await expect(
      limitedSharp(await photo())
        .webp()
        .toBuffer(),
    ).resolves.toBeInstanceOf(Buffer)
  })

  it('says so in English and Bangla', () => {
    expect(TOO_MANY_PIXELS).toBe(
      'The picture has too many pixels. Please use one of at most 40 megapixels.',
    )
    expect(localiseMessage(TOO_MANY_PIXELS, 'bn')).toBe(
      'ছবিটিতে পিক্সেল অনেক বেশি। অনুগ্রহ করে সর্বোচ্চ ৪০ মেগাপিক্সেলের একটি ছবি দিন।',
    )
  })
})
