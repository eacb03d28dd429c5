/**
 * Pictures staff can find again: each keeps the name it was uploaded under and a fingerprint
 * of its bytes (a second upload of the same file is recognised), and a file that is not a
 * picture is refused with words staff understand, in their panel language.
 */
import { randomBytes } from 'node:crypto'

import sharp from 'sharp'
import { createLocalReq, ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sameFileEndpoint } from '@/collections/Media/same-file-endpoint'

import { newStaff, testPayload } from '../helpers/payload'

let payload: Payload
let staff: Awaited<ReturnType<typeof newStaff>>

beforeAll(async () => {
  payload = await testPayload()
  staff = await newStaff(payload)
})

/** A picture no other test uploads: the library is shared with the other files' tests. */
const picture = () =>
  sharp({
    create: { width: 8, height: 8, channels: 3, background: `#${randomBytes(3).toString('hex')}` },
  })
    .png()
    .toBuffer()

const upload = (data: Buffer, name: string, alt = 'Prize giving on the school field') =>
  payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/png', name, size: data.length },
    user: staff,
    overrideAccess: false,
  })

describe('the picture library', () => {
  it('keeps the original file name and recognises the same file uploaded again', async () => {
    const bytes = await picture()
    const first = await upload(bytes, 'Prize giving 2026.PNG')
    const again = await upload(bytes, 'IMG_2041.png', 'Prize giving, again')
    const other = await upload(await picture(), 'Sports day.png')

    expect(first.original_name).toBe('Prize giving 2026.PNG')
    // The stored file still has a random name: the original one is only a label for staff.
    expect(first.filename).not.toContain('Prize')
    expect(first.content_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(again.content_hash).toBe(first.content_hash)
    expect(other.content_hash).not.toBe(first.content_hash)

    const { docs } = await payload.find({
      collection: 'media',
      where: { content_hash: { equals: first.content_hash } },
      user: staff,
      overrideAccess: false,
    })
    expect(docs.map((doc) => doc.id).sort()).toEqual([first.id, again.id].sort())

    // Changing the description keeps the labels of the file.
    const described = await payload.update({
      collection: 'media',
      id: first.id,
      data: { alt: 'Prize giving: the headteacher with the winners', original_name: 'x' },
      user: staff,
      overrideAccess: false,
    })
    expect(described.original_name).toBe('Prize giving 2026.PNG')
    expect(described.content_hash).toBe(first.content_hash)
  })

  it('tells staff, from the fingerprint a browser makes of a chosen file, that it is stored', async () => {
    const bytes = await picture()
    const stored = await upload(bytes, 'Sports day 2026.png', 'Sports day relay')
    // The fingerprint as the admin's browser makes it (Web Crypto), before any upload.
    const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))
    const hash = Buffer.from(digest).toString('hex')
    const ask = async (user: typeof staff | null, fingerprint = hash) => {
      const req = await createLocalReq({ user: user ?? undefined }, payload)
      req.routeParams = { hash: fingerprint }
      return sameFileEndpoint.handler(req)
    }
    const answer = await ask(staff)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      docs: [
        {
          id: stored.id,
          alt: 'Sports day relay',
          original_name: 'Sports day 2026.png',
          filename: stored.filename,
        },
      ],
    })
    expect(await (await ask(staff, 'f'.repeat(64))).json()).toEqual({ docs: [] })
    expect((await ask(staff, 'not-a-hash')).status).toBe(400)
    expect((await ask(null)).status).toBe(403)
  })

  it('hides the original name from visitors', async () => {
    const stored = await upload(await picture(), 'Rahim class 3 roll 12.png')
    const seen = await payload.findByID({
      collection: 'media',
      id: stored.id,
      overrideAccess: false,
    })
    expect(seen.original_name).toBeUndefined()
    expect(seen.content_hash).toBeUndefined()
  })

  it('refuses a file that is not a picture in plain words, in the panel’s language', async () => {
    const page = Buffer.from('%PDF-1.7\n% a circular, not a photo')
    for (const [language, message] of [
      [
        'en',
        'This file is not a picture the site can show. Choose a JPEG, PNG, WebP or AVIF photo.',
      ],
      ['bn-BD', 'এই ফাইলটি সাইটে দেখানোর মতো ছবি নয়। JPEG, PNG, WebP বা AVIF ছবি বেছে নিন।'],
    ] as const) {
      const req = await createLocalReq({ user: staff }, payload)
      req.i18n = { ...req.i18n, language }
      const error = await payload
        .create({
          collection: 'media',
          data: { alt: 'Routine' },
          file: { data: page, mimetype: 'image/png', name: 'routine.png', size: page.length },
          req,
          overrideAccess: false,
        })
        .then(
          () => null,
          (reason: unknown) => reason,
        )
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).data.errors).toEqual([{ path: 'file', message }])
    }
  })
})
