import { writeJsonAtomically } from '@/lib/atomic-file'

import type { SmsProvider } from './provider'
import { measureSms } from './segments'

/** Without a gateway each message is written as one JSON file, so demos and tests need no account. */
export function smsOutboxProvider(dir: string): SmsProvider {
  return {
    id: 'outbox',
    async send(to, text) {
      const file = await writeJsonAtomically(dir, {
        to,
        text,
        ...measureSms(text),
        writtenAt: new Date().toISOString(),
      })
      return { ok: true, messageId: file }
    },
  }
}
