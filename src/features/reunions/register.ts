import 'server-only'

import { API_LIMITS } from '@/lib/api-rate-limits'
import { readSubmission, type MemberSender, type Submission } from '@/lib/submission'
import { parseInput } from '@/lib/zod-fields'

import { registerForReunion } from './store-registration'
import { reunionRegistrationSchema } from './schemas'

/**
 * A signed-in member registers for a reunion, from the reunion page's form or
 * `POST /api/v1/reunions/{id}/register`: limited per address and per account, then
 * `registerForReunion`.
 */
export async function submitReunionRegistration(
  reunionId: number,
  submission: Submission,
  sender: MemberSender,
) {
  await API_LIMITS.reunionRegisterByAddress.consume(sender.address)
  const member = await sender.member()
  await API_LIMITS.reunionRegisterByAccount.consume(String(member.id))
  const data = parseInput(reunionRegistrationSchema, await readSubmission(submission))
  return registerForReunion(member, reunionId, data)
}
