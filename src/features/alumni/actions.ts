'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { getSessionMember } from '@/features/accounts/session'
import { toUploadedFile } from '@/features/profile/member-upload'
import { inVisitorLanguage } from '@/i18n/answer-in-language'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { AppError, ValidationError } from '@/lib/errors'
import { firstErrors, readFields, type FormState } from '@/lib/form-state'
import { clientAddress } from '@/lib/rate-limit'
import { logError } from '@/lib/log/server'

import { ALUMNI_REGISTRATION_SUCCESS, storeAlumniRegistration } from './registration'
import { ALUMNI_FORM_FIELDS, type AlumniFormValues } from './form-fields'
import { alumniRegistrationSchema } from './schemas'

export type AlumniFormState = FormState<AlumniFormValues>

const SHOWN_FIELDS = new Set<string>(ALUMNI_FORM_FIELDS.filter((key) => key !== 'id'))
const FAILED = 'Something went wrong. Please try again later.'

/**
 * The 'Join An Alumni Network' form. The signed-in member is the registrant; the registration
 * starts pending until the office confirms the payment. On failure everything typed comes back.
 */
async function answerJoinAlumniNetwork(
  _previous: AlumniFormState,
  formData: FormData,
): Promise<AlumniFormState> {
  const values = readFields(formData, ALUMNI_FORM_FIELDS)
  const member = await getSessionMember()
  if (!member) {
    return { status: 'error', values, message: 'Your session has ended. Please sign in again.' }
  }
  // Untouched optional boxes arrive as '': treat them as not given.
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim()))
  const parsed = alumniRegistrationSchema.safeParse(given)
  if (!parsed.success) return { status: 'invalid', values, errors: firstErrors(parsed.error) }
  const file = formData.get('image')
  let paymentUrl: string | null = null
  try {
    await API_LIMITS.alumniStoreByAddress.consume(clientAddress(await headers()))
    await API_LIMITS.alumniStoreByAccount.consume(String(member.id))
    const image = file instanceof File && file.size > 0 ? await toUploadedFile(file) : undefined
    const { next } = await storeAlumniRegistration(
      { ...member, collection: 'users' },
      parsed.data,
      image,
    )
    if (next.kind === 'redirect') paymentUrl = next.url
  } catch (error) {
    if (error instanceof ValidationError) {
      const shown = Object.entries(error.errors).filter(([key]) => SHOWN_FIELDS.has(key))
      // A problem with the picture or the network has no box of its own: it is the form's message.
      const other = Object.entries(error.errors).find(([key]) => !SHOWN_FIELDS.has(key))
      if (other || shown.length === 0) {
        return { status: 'error', values, message: other?.[1][0] ?? error.message }
      }
      return {
        status: 'invalid',
        values,
        errors: Object.fromEntries(shown.map(([key, messages]) => [key, messages[0] ?? ''])),
      }
    }
    // Duplicate transaction, too large a picture, too many attempts: the reason is for the member.
    if (error instanceof AppError && error.status < 500) {
      return { status: 'error', values, message: error.message }
    }
    await logError('Alumni registration failed', error)
    return { status: 'error', values, message: FAILED }
  }
  // A payment gateway's checkout page takes over (never with the manual transaction provider).
  if (paymentUrl) redirect(paymentUrl)
  return { status: 'success', values, message: ALUMNI_REGISTRATION_SUCCESS }
}

export async function joinAlumniNetwork(
  ...args: Parameters<typeof answerJoinAlumniNetwork>
): ReturnType<typeof answerJoinAlumniNetwork> {
  return inVisitorLanguage(await answerJoinAlumniNetwork(...args))
}
