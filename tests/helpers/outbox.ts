import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

export type OutboxMail = { to: string; subject: string; text: string; html: string }

/** Every e-mail the app wrote to the test outbox for `to` (no SMTP server in tests). */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const dir = process.env.OUTBOX_DIR as string
  const files = await readdir(dir).catch(() => [] as string[])
  const mails = await Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as OutboxMail),
  )
  return mails.filter((m) => m.to === to)
}
