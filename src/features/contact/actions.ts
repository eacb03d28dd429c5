'use server'

import { formAction, formSender, readPublicForm } from '@/lib/form-action'
import type { FormState } from '@/lib/form-state'

import { submitContact } from './send-message'

const FIELDS = ['name', 'email', 'subject', 'message'] as const
export type ContactFormValues = Record<(typeof FIELDS)[number], string>

const EMPTY: ContactFormValues = { name: '', email: '', subject: '', message: '' }

/** The contact form: `submitContact`, answered as the form's state. */
export async function sendContactMessage(
  _previous: FormState<ContactFormValues>,
  formData: FormData,
): Promise<FormState<ContactFormValues>> {
  const { values, input } = readPublicForm(formData, FIELDS)
  return formAction(
    {
      keep: values,
      failure: 'Failed to send message. Please try again later.',
      logAs: 'Contact message not stored',
    },
    async () => {
      const { message } = await submitContact(input, await formSender('contact form'))
      return { message, values: EMPTY }
    },
  )
}
