'use server'

import { formAction, formAddress } from '@/lib/form-action'
import { readFields, type FormState } from '@/lib/form-state'
import { HONEYPOT_FIELD } from '@/lib/honeypot'

import { submitContact } from './submit-contact'

const FIELDS = ['name', 'email', 'subject', 'message'] as const
export type ContactFormValues = Record<(typeof FIELDS)[number], string>

const EMPTY: ContactFormValues = { name: '', email: '', subject: '', message: '' }

/** The contact form: `submitContact`, answered as the form's state. */
export async function sendContactMessage(
  _previous: FormState<ContactFormValues>,
  formData: FormData,
): Promise<FormState<ContactFormValues>> {
  const values = readFields(formData, FIELDS)
  const input = readFields(formData, [...FIELDS, HONEYPOT_FIELD])
  return formAction(
    {
      keep: values,
      failure: 'Failed to send message. Please try again later.',
      logAs: 'Contact message not stored',
    },
    async () => {
      const { message } = await submitContact(input, {
        address: await formAddress(),
        honeypot: 'contact form',
      })
      return { message, values: EMPTY }
    },
  )
}
