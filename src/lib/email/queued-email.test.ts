import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { fromQueuedEmail, toQueuedEmail } from './queued-email'

const ics = 'BEGIN:VCALENDAR\r\nSUMMARY:Science fair\r\nEND:VCALENDAR\r\n'

describe('queued e-mail', () => {
  it('survives the database as JSON with recipients, bodies and a calendar file intact', async () => {
    const queued = toQueuedEmail({
      to: 'guest@example.com',
      replyTo: 'parent@example.com',
      subject: 'Registration confirmed: Science fair',
      text: 'See you there!',
      html: '<p>See you there!</p>',
      attachments: [{ filename: 'event.ics', contentType: 'text/calendar', content: ics }],
    })
    const stored = JSON.parse(JSON.stringify(queued)) as typeof queued
    expect(await fromQueuedEmail(stored)).toMatchObject({
      to: 'guest@example.com',
      replyTo: 'parent@example.com',
      subject: 'Registration confirmed: Science fair',
      text: 'See you there!',
      html: '<p>See you there!</p>',
      attachments: [
        { filename: 'event.ics', contentType: 'text/calendar', content: ics, encoding: 'utf-8' },
      ],
    })
  })

  it('stores a QR code as its text and draws it as a PNG when the mail is sent', async () => {
    const stored = JSON.parse(
      JSON.stringify({
        to: 'member@example.com',
        subject: 'Entry cards',
        attachments: [{ filename: 'entry-card-1.png', qrCode: 'R7.code' }],
      }),
    ) as Parameters<typeof fromQueuedEmail>[0]
    const [card] = (await fromQueuedEmail(stored)).attachments ?? []
    expect(card).toMatchObject({ filename: 'entry-card-1.png', contentType: 'image/png' })
    // Every PNG file starts with the same eight bytes.
    expect((card?.content as Buffer).subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    )
  })

  it('writes address objects and lists as one header, quoting names with commas', () => {
    const queued = toQueuedEmail({
      from: { name: 'Office, Padmapar "School"', address: 'office@example.com' },
      to: ['a@example.com', { name: 'B', address: 'b@example.com' }],
      subject: 'Hello',
    })
    expect(queued.from).toBe('"Office, Padmapar \\"School\\"" <office@example.com>')
    expect(queued.to).toBe('a@example.com, "B" <b@example.com>')
  })

  it('stores binary attachments as base64 and refuses what cannot be stored', () => {
    const bytes = Buffer.from([0, 1, 2, 250])
    const queued = toQueuedEmail({
      to: 'a@example.com',
      subject: 'File',
      attachments: [{ filename: 'data.bin', content: bytes }],
    })
    expect(queued.attachments?.[0]).toMatchObject({ content: 'AAEC+g==', encoding: 'base64' })
    expect(() =>
      toQueuedEmail({
        to: 'a@example.com',
        subject: 'Stream',
        attachments: [{ filename: 'x.txt', content: Readable.from(['x']) }],
      }),
    ).toThrow(/x\.txt must be a string or a Buffer/)
    expect(() => toQueuedEmail({ subject: 'Nobody' })).toThrow(/recipient/)
  })
})
