import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { fromQueuedEmail, toQueuedEmail } from './queued-email'

const ics = 'BEGIN:VCALENDAR\r\nSUMMARY:Science fair\r\nEND:VCALENDAR\r\n'

describe('queued e-mail', () => {
  it('survives the database as JSON with recipients, bodies and a calendar file intact', () => {
    const queued = toQueuedEmail({
      to: 'guest@example.com',
      replyTo: 'parent@example.com',
      subject: 'Registration confirmed: Science fair',
      text: 'See you there!',
      html: '<p>See you there!</p>',
      attachments: [{ filename: 'event.ics', contentType: 'text/calendar', content: ics }],
    })
    const stored = JSON.parse(JSON.stringify(queued)) as typeof queued
    expect(fromQueuedEmail(stored)).toMatchObject({
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
