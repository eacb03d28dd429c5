import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { outboxAdapter, outboxFiles, parseFromHeader } from './outbox-adapter'

function adapterIn(dir: string) {
  const logged: unknown[] = []
  const payload = { logger: { info: (entry: unknown) => logged.push(entry) } } as unknown as Payload
  const adapter = outboxAdapter({ dir, fromAddress: 'office@example.com', fromName: 'Office' })({
    payload,
  })
  return { adapter, logged }
}

describe('outbox adapter', () => {
  it('writes each message whole, and lists only finished messages in the order sent', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    const { adapter, logged } = adapterIn(dir)
    // A message another process is still writing.
    await writeFile(path.join(dir, '0-unfinished.json.partial'), '{"to":')

    const first = await adapter.sendEmail({ to: 'a@example.com', subject: 'One', text: 'First' })
    await new Promise((resolve) => setTimeout(resolve, 2))
    await adapter.sendEmail({
      to: 'b@example.com',
      subject: 'Two',
      attachments: [{ filename: 'event.ics', contentType: 'text/calendar', content: 'BEGIN' }],
    })

    const files = await outboxFiles(dir)
    expect(files).toHaveLength(2)
    expect(files[0]).toBe((first as { file: string }).file)
    const mails = await Promise.all(files.map(async (f) => JSON.parse(await readFile(f, 'utf8'))))
    expect(mails[0]).toMatchObject({ to: 'a@example.com', from: 'Office <office@example.com>' })
    expect(mails[1].attachments).toEqual([
      { filename: 'event.ics', contentType: 'text/calendar', content: 'BEGIN' },
    ])
    expect(logged).toHaveLength(2)
  })

  it('lists nothing for a folder that does not exist yet', async () => {
    expect(await outboxFiles(path.join(tmpdir(), 'no-such-outbox-folder'))).toEqual([])
  })
})

describe('parseFromHeader', () => {
  it('splits a name and address, and takes a bare address as it is', () => {
    expect(parseFromHeader('School Office <office@example.com>')).toEqual({
      name: 'School Office',
      address: 'office@example.com',
    })
    expect(parseFromHeader(' office@example.com ')).toEqual({
      name: '',
      address: 'office@example.com',
    })
  })
})
