'use server'

import { redirect } from 'next/navigation'

import { formMember } from '@/features/accounts/session'
import { formAction, formAddress } from '@/lib/form-action'
import { readFields, type FormState } from '@/lib/form-state'

import { ALUMNI_FORM_FIELDS, type AlumniFormValues } from './form-fields'
import { submitAlumniRegistration } from './join-network'

export type AlumniFormState = FormState<AlumniFormValues>

/** A problem with the picture or the network has no box of its own: it is the form's message. */
const SHOWN_FIELDS = new Set<string>(ALUMNI_FORM_FIELDS.filter((key) => key !== 'id'))

/**
 * The 'Join An Alumni Network' form (`submitAlumniRegistration`). The signed-in member is the
 * registrant; the registration starts pending until the office confirms the payment. On failure
 * everything typed comes back.
 */
export async function joinAlumniNetwork(
  _previous: AlumniFormState,
  formData: FormData,
): Promise<AlumniFormState> {
  const values = readFields(formData, ALUMNI_FORM_FIELDS)
  const checkout: { url?: string } = {}
  const answer = await formAction(
    {
      keep: values,
      failure: 'Something went wrong. Please try again later.',
      logAs: 'Alumni registration failed',
      shownFields: SHOWN_FIELDS,
    },
    async () => {
      const { message, next } = await submitAlumniRegistration(
        { ...values, image: formData.get('image') },
        { address: await formAddress(), member: formMember },
      )
      if (next.kind === 'redirect') checkout.url = next.url
      return { message, values }
    },
  )
  // A payment gateway's checkout page takes over (never with the manual transaction provider).
  if (checkout.url) redirect(checkout.url)
  return answer
}
