import 'server-only'

import { API_LIMITS } from '@/lib/api-rate-limits'
import { caughtByHoneypot } from '@/lib/honeypot'
import { readSubmission, type Sender, type Submission } from '@/lib/submission'
import { parseInput } from '@/lib/zod-fields'

import { admissionInquirySchema } from './schemas'
import { ADMISSION_INQUIRY_SUCCESS, storeAdmissionInquiry } from './store-inquiry'

/**
 * A family's admission inquiry from the /admission form: limited per address, stored as New and
 * e-mailed to the office. A filled honeypot gets a sent inquiry's answer, and nothing is stored
 * or sent.
 */
export async function submitAdmissionInquiry(submission: Submission, sender: Sender) {
  await API_LIMITS.admissionInquiryByAddress.consume(sender.address)
  const input = await readSubmission(submission)
  // Parsed before the honeypot: a bot learns nothing a person sending the same fields would not.
  const inquiry = parseInput(admissionInquirySchema, input)
  if (!(await caughtByHoneypot(input, sender.honeypot))) await storeAdmissionInquiry(inquiry)
  return { message: ADMISSION_INQUIRY_SUCCESS }
}
