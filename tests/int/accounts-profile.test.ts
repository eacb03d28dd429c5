/**
 * The account and profile features as the site's pages use them: password reset by e-mail,
 * the public profile query, privacy switches and picture uploads, against a real database.
 */

import { ValidationError as PayloadValidationError, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  buildAlumniRegistration,
  buildAlumniResource,
  buildStudent,
  DEMO_PASSWORD,
} from '@seed/factories'
import { resetPasswordWithToken, sendPasswordReset } from '@/features/accounts/password-reset-token'
import { getProfile, getPublicProfile } from '@/features/people/queries'
import {
  deleteOwnAccount,
  replaceProfilePicture,
  saveOwnProfile,
  setSectionVisibility,
} from '@/features/profile/own-profile'
import { POST as profileUpdate } from '@/app/api/v1/user/profile/update/[id]/route'
import { PayloadTooLargeError, RateLimitError, ValidationError } from '@/lib/errors'
import { TOO_MANY_PIXELS } from '@/lib/image-pixels'
import { configuredStorage, openStoredFile } from '@/lib/storage/object-storage'
import type { User } from '@/payload-types'

import { mailsTo } from '../helpers/outbox'
import { login, rest, testPayload } from '../helpers/payload'
import { resetApiRateLimits } from '../helpers/rate-limits'
import { call } from './api/call'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

// Each test's uploads count against its own budget only.
beforeEach(() => resetApiRateLimits())

const quiet = { disableRevalidate: true }

async function member(data: Partial<User> = {}): Promise<User & { collection: 'users' }> {
  const doc = await payload.create({
    collection: 'users',
    data: { ...buildStudent(), ...data } as never,
    context: quiet,
  })
  return { ...doc, collection: 'users' }
}

const canSignIn = async (email: string, password: string) =>
  (await rest('POST', '/users/login', { body: { email, password } })).status === 200

describe('password reset', () => {
  it('e-mails a link to the site reset page, which works once and replaces the password', async () => {
    const student = await member()
    await sendPasswordReset(student.email)
    const [mail] = await mailsTo(student.email)
    expect(mail?.subject).toMatch(/Reset your .* password/)
    const link = /(https?:\/\/\S+\/reset-password\?token=(\w+))/.exec(mail?.text ?? '')
    expect(link).not.toBeNull()
    expect(mail?.html).toContain(link?.[1])
    const token = link?.[2] as string

    await resetPasswordWithToken(token, 'brand-new-pass')
    expect(await canSignIn(student.email, DEMO_PASSWORD)).toBe(false)
    expect(await canSignIn(student.email, 'brand-new-pass')).toBe(true)
    // The token is single-use.
    await expect(resetPasswordWithToken(token, 'another-pass')).rejects.toThrow()
    expect(await canSignIn(student.email, 'brand-new-pass')).toBe(true)
  })

  it("sends the same e-mail from Payload's own forgot-password call, linking to the site", async () => {
    const student = await member({ first_name: 'Tasnim <b>' })
    const res = await rest('POST', '/users/forgot-password', { body: { email: student.email } })
    expect(res.status).toBe(200)
    const [mail] = await mailsTo(student.email)
    expect(mail?.subject).toMatch(/Reset your .* password/)
    expect(mail?.html).toMatch(/\/reset-password\?token=\w+/)
    expect(mail?.html).not.toContain('/admin/reset')
    // The address is not confirmed: nothing the sign-up typed (its name) is in the mail at all.
    expect(mail?.html).toContain('<p>Hello,</p>')
    expect(mail?.html).not.toContain('Tasnim')
  })

  it('e-mails in the member’s language, else the page’s, with the reset page in it', async () => {
    const bangla = await member({ language: 'Bangla' })
    await sendPasswordReset(bangla.email)
    const [mail] = await mailsTo(bangla.email)
    expect(mail?.subject).toMatch(/-এর পাসওয়ার্ড নতুন করে দিন$/)
    expect(mail?.text).toMatch(/\/bn\/reset-password\?token=\w+/)
    // No language chosen: the page the request came from decides.
    const unset = await member({ language: null })
    await sendPasswordReset(unset.email, 'bn')
    expect((await mailsTo(unset.email))[0]?.text).toContain('প্রিয় সদস্য,')
    const english = await member({ language: 'English' })
    await sendPasswordReset(english.email, 'bn')
    expect((await mailsTo(english.email))[0]?.subject).toMatch(/^Reset your .* password$/)
  })

  it('says nothing and sends nothing for an unknown address', async () => {
    const email = `nobody.${Date.now()}@example.com`
    await expect(sendPasswordReset(email)).resolves.toBeUndefined()
    expect(await mailsTo(email)).toHaveLength(0)
  })

  it('refuses a made-up token', async () => {
    await expect(resetPasswordWithToken('0'.repeat(40), 'whatever-pass')).rejects.toThrow()
  })
})

describe('profile privacy', () => {
  it("the public profile holds none of a member's private sections, for visitors and other members", async () => {
    const owner = await member({
      phone: '01711111111',
      father_name: 'Abdul Karim',
      current_village: 'Charghat, Rajshahi',
      birthdate: '2011-01-01T00:00:00.000Z',
      hobbies: [{ value: 'Football' }],
    })
    const other = await member()
    for (const profile of [await getPublicProfile(owner.id), await getProfile(owner.id, other)]) {
      expect(profile?.first_name).toBe(owner.first_name)
      expect(profile?.hobbies?.[0]?.value).toBe('Football')
      for (const field of ['phone', 'email', 'father_name', 'current_village', 'birthdate'])
        expect(profile).not.toHaveProperty(field)
    }
    const own = await getProfile(owner.id, owner)
    expect(own?.father_name).toBe('Abdul Karim')
  })

  it('an adult can publish contact details; a minor cannot', async () => {
    const adult = await member({ phone: '01722222222', birthdate: '1990-05-01T00:00:00.000Z' })
    const updated = await setSectionVisibility(adult, 'contact', true)
    expect(updated.visibility?.contact).toBe(true)
    expect((await getPublicProfile(adult.id))?.phone).toBe('01722222222')

    const minor = await member({ phone: '01733333333', birthdate: '2012-05-01T00:00:00.000Z' })
    const refused = await setSectionVisibility(minor, 'contact', true)
    expect(refused.visibility?.contact).toBe(false)
    expect(await getPublicProfile(minor.id)).not.toHaveProperty('phone')
    // Sections without an age rule can be shared by anyone.
    expect((await setSectionVisibility(minor, 'basic', true)).visibility?.basic).toBe(true)
  })

  it('a minor cannot change a birth date on file to lift the privacy rules; the office can', async () => {
    const minor = await member({ birthdate: '2012-05-01T00:00:00.000Z' })
    const session = await login('users', minor.email)
    const answer = await call(profileUpdate, `/user/profile/update/${minor.id}`, {
      method: 'POST',
      body: { birthdate: '1990-05-01' },
      token: session.token,
      params: { id: String(minor.id) },
    })
    expect(answer.status).toBe(422)
    expect(JSON.stringify(answer.body)).toContain('only the school office can change it')
    // Nor through Payload's own door, as the member.
    await payload.update({
      collection: 'users',
      id: minor.id,
      data: { birthdate: '1990-05-01T00:00:00.000Z' },
      user: minor,
      overrideAccess: false,
      context: quiet,
    })
    const kept = await payload.findByID({ collection: 'users', id: minor.id, overrideAccess: true })
    expect(kept.birthdate?.slice(0, 10)).toBe('2012-05-01')
    // A member without one may add it once.
    const newcomer = await member()
    const added = await saveOwnProfile(newcomer, { birthdate: '2011-02-03T00:00:00.000Z' })
    expect(added.birthdate?.slice(0, 10)).toBe('2011-02-03')
  })

  it('saving a card changes only its fields, and an emptied field is cleared', async () => {
    const student = await member({ father_name: 'Abdul Karim', mother_name: 'Rokeya Begum' })
    const saved = await saveOwnProfile(student, { father_name: null, mother_phone: '01544444444' })
    expect(saved.father_name ?? null).toBeNull()
    expect(saved.mother_name).toBe('Rokeya Begum')
    expect(saved.mother_phone).toBe('01544444444')
  })
})

const mediaDir = () => {
  const upload = payload.collections.media.config.upload
  if (!upload.staticDir) throw new Error('media has no folder')
  return upload.staticDir
}

const png = () =>
  sharp({ create: { width: 500, height: 300, channels: 3, background: '#246' } })
    .png()
    .toBuffer()

describe('profile pictures', () => {
  it('stores an uploaded picture as WebP sizes owned by the member and drops the one it replaces', async () => {
    const student = await member()
    const first = await replaceProfilePicture(
      student,
      'profile_image',
      new File([await png()], 'me.png', { type: 'image/png' }),
    )
    const image = first.profile_image
    expect(typeof image).toBe('object')
    if (!image || typeof image !== 'object') throw new Error('no picture')
    expect(image.mimeType).toBe('image/webp')
    expect(image.sizes?.thumbnail?.url).toMatch(/\.webp(\?prefix=media)?$/)
    // A blurred stand-in of a few hundred bytes, drawn while the picture loads.
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(image.placeholder!.length).toBeLessThan(1000)
    expect(typeof image.owner === 'object' ? image.owner?.id : image.owner).toBe(student.id)

    const second = await replaceProfilePicture(
      { ...student, profile_image: image },
      'profile_image',
      new File([await png()], 'me-again.png', { type: 'image/png' }),
    )
    expect(second.profile_image).not.toEqual(image)
    const { totalDocs } = await payload.count({
      collection: 'media',
      where: { id: { equals: image.id } },
    })
    expect(totalDocs).toBe(0)
  })

  it('refuses SVG and other non-images whatever they claim to be, and oversized files', async () => {
    const student = await member()
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'], 'a.png', {
      type: 'image/png',
    })
    await expect(replaceProfilePicture(student, 'banner', svg)).rejects.toBeInstanceOf(
      ValidationError,
    )
    const text = new File(['just some text'], 'notes.jpg', { type: 'image/jpeg' })
    await expect(replaceProfilePicture(student, 'banner', text)).rejects.toBeInstanceOf(
      ValidationError,
    )
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })
    await expect(replaceProfilePicture(student, 'banner', huge)).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    )
    const after = await payload.findByID({ collection: 'users', id: student.id, depth: 0 })
    expect(after.banner ?? null).toBeNull()
  })

  it('refuses an HTML page sent as a JPEG and a 20 MB photo', async () => {
    const student = await member()
    const page = new File(
      ['<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'],
      'photo.jpg',
      { type: 'image/jpeg' },
    )
    await expect(replaceProfilePicture(student, 'banner', page)).rejects.toBeInstanceOf(
      ValidationError,
    )
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: '#58a' },
    })
      .jpeg()
      .toBuffer()
    const twentyMegabytes = Buffer.concat([photo, Buffer.alloc(20 * 1024 * 1024 - photo.length)])
    await expect(
      replaceProfilePicture(
        student,
        'banner',
        new File([twentyMegabytes], 'camera.jpg', { type: 'image/jpeg' }),
      ),
    ).rejects.toBeInstanceOf(PayloadTooLargeError)
    const after = await payload.findByID({ collection: 'users', id: student.id, depth: 0 })
    expect(after.banner ?? null).toBeNull()
  })

  it('stores a phone photo without its EXIF or GPS data, under a random name', async () => {
    const student = await member()
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#7a4' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Phone', Artist: 'Nusrat Jahan' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '23/1 48/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '90/1 24/1 0/1',
        },
      })
      .toBuffer()
    // The photo as a phone sends it: EXIF with a pointer to the GPS block (tag 0x8825).
    const sent = await sharp(photo).metadata()
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)

    const saved = await replaceProfilePicture(
      student,
      'profile_image',
      new File([photo], 'nusrat-jahan-class-7.jpg', { type: 'image/jpeg' }),
    )
    const image = saved.profile_image
    if (!image || typeof image !== 'object') throw new Error('no picture')
    expect(image.filename).toMatch(/^[0-9a-f-]{36}\.webp$/)
    const stored = [image.filename, ...Object.values(image.sizes ?? {}).map((s) => s?.filename)]
    for (const name of stored) {
      if (!name) continue
      const stored = await openStoredFile(configuredStorage, mediaDir(), 'media', {
        filename: name,
      })
      if (!stored) throw new Error(`${name} was not stored`)
      const bytes = Buffer.from(await new Response(stored.body).arrayBuffer())
      const meta = await sharp(bytes).metadata()
      expect(meta.exif, name).toBeUndefined()
      expect(bytes.includes(Buffer.from('Nusrat')), name).toBe(false)
    }
  })
})

/** 10,000 × 10,000 pixels: about 300 KB as a PNG, 300 MB and seconds of work once decoded. */
let hugeBytes: Promise<Buffer<ArrayBuffer>> | undefined
const hugePng = () =>
  (hugeBytes ??= sharp({
    create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer())

const asUpload = (data: Buffer, name: string) => ({
  data,
  mimetype: 'image/png',
  name,
  size: data.length,
})

const ownedMedia = async (owner: User) =>
  (await payload.count({ collection: 'media', where: { owner: { equals: owner.id } } })).totalDocs

describe('the pixel cap on pictures', () => {
  it('refuses a 10,000 × 10,000 PNG from a member at once, by its header, storing nothing', async () => {
    const student = await member()
    const bytes = await hugePng()
    expect(bytes.length).toBeLessThan(1024 * 1024)
    const started = performance.now()
    const error = await replaceProfilePicture(
      student,
      'banner',
      new File([bytes], 'poster.png', { type: 'image/png' }),
    ).then(
      () => null,
      (reason: unknown) => reason,
    )
    expect(performance.now() - started).toBeLessThan(1000)
    expect(error).toEqual(new ValidationError({ banner: [TOO_MANY_PIXELS] }))
    expect(await ownedMedia(student)).toBe(0)
    const after = await payload.findByID({ collection: 'users', id: student.id, depth: 0 })
    expect(after.banner ?? null).toBeNull()
  })

  it("refuses it on the media collection's own create, for members and staff alike", async () => {
    const student = await member()
    const bytes = await hugePng()
    for (const who of [{ overrideAccess: false, user: student }, { overrideAccess: true }]) {
      const started = performance.now()
      const error = await payload
        .create({
          collection: 'media',
          data: { alt: 'A huge poster' },
          file: asUpload(bytes, 'poster.png'),
          ...who,
        })
        .then(
          () => null,
          (reason: unknown) => reason,
        )
      expect(performance.now() - started).toBeLessThan(1000)
      expect(error).toBeInstanceOf(PayloadValidationError)
      expect((error as PayloadValidationError).data.errors).toMatchObject([
        { path: 'file', message: TOO_MANY_PIXELS },
      ])
    }
    expect(await ownedMedia(student)).toBe(0)

    // A normal picture still goes in, re-encoded as before.
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#7a4' },
    })
      .png()
      .toBuffer()
    const stored = await payload.create({
      collection: 'media',
      data: { alt: 'The school field' },
      file: asUpload(photo, 'field.png'),
      overrideAccess: false,
      user: student,
    })
    expect(stored.mimeType).toBe('image/webp')
    expect(stored.width).toBe(2400)
  })
})

describe('upload budget per member', () => {
  const tinyPng = () =>
    sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer()

  it('is 20 pictures an hour, counted together by the profile form and /api/v1, per account', async () => {
    const student = await member()
    const { token } = await login('users', student.email)
    const viaApi = async () => {
      const form = new FormData()
      form.set('banner', new File([await tinyPng()], 'banner.png', { type: 'image/png' }))
      return call(profileUpdate, `/user/profile/update/${student.id}`, {
        method: 'POST',
        body: form,
        token,
        params: { id: String(student.id) },
      })
    }
    const viaForm = async () =>
      replaceProfilePicture(
        await payload.findByID({ collection: 'users', id: student.id, depth: 0 }),
        'profile_image',
        new File([await tinyPng()], 'me.png', { type: 'image/png' }),
      )

    for (let i = 0; i < 10; i++) await viaForm()
    for (let i = 0; i < 10; i++) expect((await viaApi()).status).toBe(200)
    const stored = await ownedMedia(student)

    const refused = await viaApi()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    await expect(viaForm()).rejects.toBeInstanceOf(RateLimitError)
    expect(await ownedMedia(student)).toBe(stored)

    // Another member's budget is their own.
    const other = await member()
    await expect(
      replaceProfilePicture(
        other,
        'banner',
        new File([await tinyPng()], 'banner.png', { type: 'image/png' }),
      ),
    ).resolves.toMatchObject({ id: other.id })
  })
})

describe('deleting one’s account', () => {
  it('needs the password, and then takes the pictures and alumni registrations with it', async () => {
    const student = await member()
    const withPicture = await replaceProfilePicture(
      student,
      'banner',
      new File([await png()], 'banner.png', { type: 'image/png' }),
    )
    const network = await payload.create({
      collection: 'alumni-resources',
      data: buildAlumniResource(),
      context: quiet,
    })
    await payload.create({
      collection: 'alumni-registrations',
      data: buildAlumniRegistration(student.id, network.id),
      context: quiet,
    })
    const owned = { owner: { equals: student.id } }
    expect((await payload.count({ collection: 'media', where: owned })).totalDocs).toBe(1)

    await expect(
      deleteOwnAccount(withPicture as typeof student, 'not-my-password'),
    ).rejects.toEqual(new ValidationError({ password: ['The password is not correct.'] }))
    expect(await canSignIn(student.email, DEMO_PASSWORD)).toBe(true)

    await deleteOwnAccount({ ...withPicture, collection: 'users' }, DEMO_PASSWORD)
    expect(await canSignIn(student.email, DEMO_PASSWORD)).toBe(false)
    expect((await payload.count({ collection: 'media', where: owned })).totalDocs).toBe(0)
    const registrations = await payload.count({
      collection: 'alumni-registrations',
      where: { user: { equals: student.id } },
    })
    expect(registrations.totalDocs).toBe(0)
  })

  it('is refused for another member’s account', async () => {
    const [owner, other] = [await member(), await member()]
    const { token } = await login('users', other.email)
    const res = await rest('DELETE', `/users/${owner.id}`, { token })
    expect(res.status).toBe(403)
    expect(await canSignIn(owner.email, DEMO_PASSWORD)).toBe(true)
  })
})
