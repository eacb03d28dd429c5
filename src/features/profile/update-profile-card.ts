import 'server-only'

import { ValidationError } from '@/lib/errors'
import { readSubmission, type MemberSender, type Submission } from '@/lib/submission'
import { parseInput } from '@/lib/zod-fields'

import { saveOwnProfile, type OwnProfileData } from './own-profile'
import { savedMessage } from './profile-cards'
import { profileUpdateSchema } from './schemas'

export const BIRTH_DATE_BY_OFFICE =
  'Your birth date is on file; only the school office can change it. Please ask them.'

/**
 * A member changes their own profile, from an edit card of the own-profile page or
 * `POST user/profile/update/{id}`: only the fields sent change, a blank one is cleared, and the
 * answer names the card they belong to. Role, e-mail, visibility and pictures never change here.
 */
export async function updateProfileCard(submission: Submission, sender: MemberSender) {
  const member = await sender.member()
  const input = await readSubmission(submission)
  // The old front end's class card sends `class`; it is the same field.
  const parsed = parseInput(profileUpdateSchema, {
    ...input,
    student_class: input.student_class ?? input.class,
  })
  const changes = Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as typeof parsed
  const { hobbies, birthdate, ...fields } = changes
  const stored = member.birthdate?.slice(0, 10) ?? ''
  if (birthdate !== undefined && stored && birthdate !== stored)
    throw new ValidationError({ birthdate: [BIRTH_DATE_BY_OFFICE] })
  // The class and group arrive as text; the collection checks them against its options.
  const data = { ...fields } as OwnProfileData
  if (hobbies) data.hobbies = hobbies.map((value) => ({ value }))
  if (birthdate !== undefined) data.birthdate = birthdate && `${birthdate}T00:00:00.000Z`
  const profile = await saveOwnProfile(member, data)
  return { message: savedMessage(Object.keys(changes)), profile }
}
