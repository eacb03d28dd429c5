import 'server-only'

import { API_LIMITS } from '@/lib/api-rate-limits'
import { parseInput } from '@/lib/zod-fields'
import { caughtByHoneypot } from '@/lib/honeypot'
import { readSubmission, type Sender, type Submission } from '@/lib/submission'

import { contactMessageSchema } from './schemas'
import { CONTACT_SUCCESS_MESSAGE, storeContactMessage } from './store-message'

/**
 * A visitor's message to the office, from the contact form or `POST contact_us/store`: limited
 * per address and per e-mail, stored, the office e-mailed. A filled honeypot gets the same
 * answer, and nothing is stored or sent.
 */
export async function submitContact(submission: Submission, sender: Sender) {
  await API_LIMITS.contactByAddress.consume(sender.address)
  const input = await readSubmission(submission)
  // Parsed before the honeypot: the per-e-mail limit needs the address, and counts caught bots too.
  const message = parseInput(contactMessageSchema, input)
  await API_LIMITS.contactByEmail.consume(message.email)
  if (!(await caughtByHoneypot(input, sender.honeypot))) await storeContactMessage(message)
  return { message: CONTACT_SUCCESS_MESSAGE }
}
