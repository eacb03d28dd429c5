import 'server-only'

import { toUploadedFile } from '@/features/profile/member-upload'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { readSubmission, type MemberSender, type Submission } from '@/lib/submission'
import { parseInput } from '@/lib/zod-fields'

import { ALUMNI_REGISTRATION_SUCCESS, storeAlumniRegistration } from './store-registration'
import { alumniRegistrationSchema } from './schemas'

/**
 * A signed-in member joins an alumni network, from the network page's form or `POST alumni/store`:
 * limited per address and per account, the registration (with an optional picture) stored as the
 * member's and pending. `next` says where a payment gateway, if any, takes over.
 */
export async function submitAlumniRegistration(submission: Submission, sender: MemberSender) {
  await API_LIMITS.alumniStoreByAddress.consume(sender.address)
  const member = await sender.member()
  await API_LIMITS.alumniStoreByAccount.consume(String(member.id))
  const input = await readSubmission(submission)
  // Forms send untouched optional fields as '': they count as not given.
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== ''))
  const data = parseInput(alumniRegistrationSchema, given)
  const image =
    input.image instanceof File && input.image.size > 0
      ? await toUploadedFile(input.image)
      : undefined
  const { registration, next } = await storeAlumniRegistration(member, data, image)
  return { message: ALUMNI_REGISTRATION_SUCCESS, registration, next }
}
