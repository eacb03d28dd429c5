/**
 * Notices: pinned ones head the list only until they expire, drafts stay private, attachments
 * are reachable only through a published notice, and an upload must really be a PDF or image.
 */
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildNotice, buildNoticeCategory } from '@seed/factories'
import { circularPdf } from '@seed/pdf'
import { richText } from '@seed/rich-text'
import { LIMITS } from '@/lib/constants'
import {
  getNotice,
  listLatestNotices,
  listNotices,
  listPinnedNotices,
  listTickerNotices,
} from '@/features/notices/queries'

import { createCast, rest, SERVER, testPayload } from '../helpers/payload'

let payload: Payload
const quiet = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000
const now = new Date()
let category: number

const pdf = () =>
  circularPdf({
    school: 'Test school',
    title: 'Routine',
    date: 'today',
    paragraphs: ['Text'],
    signature: 'Office',
  })

async function documentFile(data: Buffer, mimetype: string, name: string) {
  return payload.create({
    collection: 'documents',
    data: { title: name },
    file: { data, mimetype, name, size: data.length },
    context: quiet,
  })
}

async function notice(overrides: Parameters<typeof buildNotice>[1] = {}, draft = false) {
  return payload.create({
    collection: 'notices',
    draft,
    data: buildNotice(category, { _status: draft ? 'draft' : 'published', ...overrides }),
    context: quiet,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  category = (
    await payload.create({
      collection: 'notice-categories',
      data: buildNoticeCategory({ name: `Exam ${Date.now()}` }),
      context: quiet,
    })
  ).id
})

describe('notices', () => {
  it('list current pinned notices apart, and expired pinned ones among the rest', async () => {
    const tag = `Pinning ${Date.now()}`
    const current = await notice({
      title: `${tag} current`,
      pinned: true,
      expires_at: new Date(now.getTime() + 3 * DAY).toISOString(),
    })
    const expired = await notice({
      title: `${tag} expired`,
      pinned: true,
      publish_date: new Date(now.getTime() - 30 * DAY).toISOString(),
      expires_at: new Date(now.getTime() - 2 * DAY).toISOString(),
    })
    const plain = await notice({ title: `${tag} plain` })
    const pinned = await listPinnedNotices({ q: tag, category }, now)
    const rest = await listNotices({ q: tag, category, page: 1 }, now)
    expect(pinned.map((n) => n.id)).toEqual([current.id])
    expect(rest.docs.map((n) => n.id)).toEqual([plain.id, expired.id])
  })

  it('run current pinned and recent notices in the top bar, newest first, not expired ones', async () => {
    // A day far beyond any other test's notices, so none of theirs is recent or in the way.
    const later = new Date(Date.UTC(2200, 0, 15))
    const at = (days: number) => new Date(later.getTime() + days * DAY).toISOString()
    const pinnedLong = await notice({ pinned: true, publish_date: at(-60), expires_at: at(5) })
    const recent = await notice({ publish_date: at(-2) })
    const newest = await notice({ publish_date: at(-1) })
    const expired = await notice({ pinned: true, publish_date: at(-3), expires_at: at(-1) })
    const old = await notice({ publish_date: at(-40) })
    const ticker = (await listTickerNotices(later)).map((n) => n.id)
    expect(ticker.slice(0, 3)).toEqual([newest.id, recent.id, pinnedLong.id])
    expect(ticker).not.toContain(expired.id)
    expect(ticker).not.toContain(old.id)
  })

  it('show current pinned notices first on the home page, then the newest current ones', async () => {
    // A day far beyond any other test's notices, so only these are the newest.
    const later = new Date(Date.UTC(2300, 0, 15))
    const at = (days: number) => new Date(later.getTime() + days * DAY).toISOString()
    const pinned = await notice({ pinned: true, publish_date: at(-50), expires_at: at(10) })
    const second = await notice({ publish_date: at(-4) })
    const newest = await notice({ publish_date: at(-1) })
    const lapsed = await notice({ publish_date: at(-2), expires_at: at(-1) })
    const third = await notice({ publish_date: at(-6) })
    const board = (await listLatestNotices(3, later)).map((n) => n.id)
    expect(board).toEqual([pinned.id, newest.id, second.id])
    expect(board).not.toContain(lapsed.id)
    expect(board).not.toContain(third.id)
  })

  it('search the excerpt made from the body, and filter by category', async () => {
    const word = `Kabaddi${Date.now()}`
    const match = await notice({
      title: 'Sports week',
      body: richText([`Teams for ${word} and football.`]),
    })
    expect(match.excerpt).toBe(`Teams for ${word} and football.`)
    expect((await listNotices({ q: word, page: 1 }, now)).docs.map((n) => n.id)).toEqual([match.id])
    const other = await payload.create({
      collection: 'notice-categories',
      data: buildNoticeCategory(),
      context: quiet,
    })
    expect((await listNotices({ q: word, category: other.id, page: 1 }, now)).totalDocs).toBe(0)
  })

  it('keep drafts and their files from visitors; published files come with the notice', async () => {
    const file = await documentFile(pdf(), 'application/pdf', 'routine.pdf')
    const draft = await notice({ title: 'Draft routine', attachments: [file.id] }, true)
    expect(await getNotice(draft.id)).toBeNull()
    expect((await rest('GET', `/notices/${draft.id}`)).status).toBe(404)
    expect((await rest('GET', `/documents/${file.id}`)).status).toBe(403)

    const published = await notice({ title: 'Published routine', attachments: [file.id] })
    const shown = await getNotice(published.id)
    expect(shown?.attachments.map((f) => [f.id, f.mimeType])).toEqual([
      [file.id, 'application/pdf'],
    ])
    // Still private by its own address: only the notice's download route hands it out.
    expect((await rest('GET', `/documents/${file.id}`)).status).toBe(403)
  })

  it('refuse an upload whose bytes are not a PDF or an image, whatever its name and type say', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>')
    // Staff read what to do instead, not a MIME type.
    await expect(documentFile(html, 'application/pdf', 'circular.pdf')).rejects.toMatchObject({
      data: {
        errors: [
          {
            path: 'file',
            message:
              'This file cannot be attached. Choose a PDF or a picture (JPEG, PNG, WebP or AVIF); save Word or Excel files as PDF first.',
          },
        ],
      },
    })
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    await expect(documentFile(svg, 'image/png', 'routine.png')).rejects.toThrow()
    const accepted = await documentFile(pdf(), 'application/pdf', 'ok.pdf')
    expect(accepted.mimeType).toBe('application/pdf')
  })

  it('let only staff upload attachments, up to 5 MB', async () => {
    const cast = await createCast(payload)
    const form = new FormData()
    form.append('_payload', JSON.stringify({ title: 'Sneaky' }))
    form.append('file', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'x.pdf')
    const send = (token?: string) =>
      handleEndpoints({
        config,
        request: new Request(`${SERVER}/api/documents`, {
          method: 'POST',
          headers: { origin: SERVER, ...(token ? { authorization: `JWT ${token}` } : {}) },
          body: form,
        }),
      })
    expect((await send()).status).toBe(403)
    expect((await send(cast.studentA.token)).status).toBe(403)
    expect((await send(cast.editor.token)).status).toBe(201)

    // Families download these on mobile data: nothing over 5 MB is taken.
    const large = new FormData()
    large.append('_payload', JSON.stringify({ title: 'Scanned routine' }))
    const bytes = Buffer.concat([pdf(), Buffer.alloc(LIMITS.imageUploadBytes + 1024, 0x20)])
    large.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'big.pdf')
    const tooLarge = await handleEndpoints({
      config,
      request: new Request(`${SERVER}/api/documents`, {
        method: 'POST',
        headers: { origin: SERVER, authorization: `JWT ${cast.editor.token}` },
        body: large,
      }),
    })
    expect(tooLarge.status).toBe(413)
  })
})
