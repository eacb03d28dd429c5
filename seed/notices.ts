/** Seeds notice categories and the demo notices, with their PDF and image attachments. */
import type { Payload } from 'payload'
import sharp from 'sharp'

import { DEFAULT_SCHOOL_NAME } from '@/globals/Site'
import { formatDate } from '@/lib/format'

import { DAY } from './demo/stories'
import { NOTICE_CATEGORIES, NOTICE_CLOSING, NOTICES, type DemoAttachment } from './demo/notices'
import { buildNotice, buildNoticeCategory } from './factories'
import { circularPdf } from './pdf'
import { richText } from './rich-text'

const context = { disableRevalidate: true }

const escapeXml = (text: string) =>
  text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!)

/** A 'photographed notice board' page: a title and a ruled table, as a PNG. */
async function boardImage(title: string): Promise<Buffer> {
  const rows = Array.from({ length: 8 }, (_, i) => {
    const y = 190 + i * 70
    return `<line x1="80" y1="${y}" x2="1120" y2="${y}" stroke="#64748b" stroke-width="2"/><text x="100" y="${y + 45}" font-size="28" fill="#334155" font-family="sans-serif">Day ${i + 1}</text><text x="400" y="${y + 45}" font-size="28" fill="#334155" font-family="sans-serif">Room ${101 + i} · 10:00 am</text>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="850"><rect width="100%" height="100%" fill="#fdfaf0"/><rect x="40" y="40" width="1120" height="770" fill="none" stroke="#17603c" stroke-width="6"/><text x="80" y="120" font-size="40" font-weight="bold" fill="#0d3a24" font-family="sans-serif">${escapeXml(title)}</text>${rows}</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer()
}

async function createAttachment(
  payload: Payload,
  attachment: DemoAttachment,
  notice: { title: string; date: string; paragraphs: string[] },
  index: number,
): Promise<number> {
  const isPdf = attachment.kind === 'pdf'
  const data = isPdf
    ? circularPdf({
        school: DEFAULT_SCHOOL_NAME,
        title: notice.title,
        date: notice.date,
        paragraphs: [...notice.paragraphs, NOTICE_CLOSING],
        signature: 'Prof. Md. Abdur Rahman, Principal',
      })
    : await boardImage(notice.title)
  const doc = await payload.create({
    collection: 'documents',
    data: { title: attachment.title },
    file: {
      data,
      mimetype: isPdf ? 'application/pdf' : 'image/png',
      name: `notice-${index}.${isPdf ? 'pdf' : 'png'}`,
      size: data.length,
    },
    context,
  })
  return doc.id
}

export async function seedNotices(payload: Payload, now = Date.now()): Promise<void> {
  const categories = new Map<string, number>()
  for (const [i, name] of NOTICE_CATEGORIES.entries()) {
    const category = await payload.create({
      collection: 'notice-categories',
      data: buildNoticeCategory({ name, sort_order: i + 1 }),
      context,
    })
    categories.set(name, category.id)
  }
  // Oldest first, so ids grow with the publish date as they would in real use.
  const ordered = [...NOTICES].sort((a, b) => b.daysAgo - a.daysAgo)
  for (const [i, notice] of ordered.entries()) {
    const published = new Date(now - notice.daysAgo * DAY - 60_000)
    const attachments: number[] = []
    for (const [j, attachment] of (notice.attachments ?? []).entries()) {
      attachments.push(
        await createAttachment(
          payload,
          attachment,
          { title: notice.title, date: formatDate(published, 'en'), paragraphs: notice.paragraphs },
          i * 10 + j,
        ),
      )
    }
    await payload.create({
      collection: 'notices',
      draft: notice.draft,
      data: buildNotice(categories.get(notice.category)!, {
        title: notice.title,
        publish_date: published.toISOString(),
        pinned: notice.pinned ?? false,
        expires_at:
          notice.expiresIn === undefined
            ? null
            : new Date(now + notice.expiresIn * DAY).toISOString(),
        body: richText([...notice.paragraphs, NOTICE_CLOSING]),
        attachments,
        _status: notice.draft ? 'draft' : 'published',
      }),
      context,
    })
  }
}
