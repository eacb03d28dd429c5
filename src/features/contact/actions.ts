'use server'

import { firstErrors, readFields, type FormState } from '@/lib/form-state'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

import { contactMessageSchema } from './schemas'
import { CONTACT_SUCCESS_MESSAGE, storeContactMessage } from './service'

const FIELDS = ['name', 'email', 'subject', 'message'] as const
export type ContactFormValues = Record<(typeof FIELDS)[number], string>

/** The contact form: validated with the same schema as the API, stored, the office e-mailed. */
export async function sendContactMessage(
  _previous: FormState<ContactFormValues>,
  formData: FormData,
): Promise<FormState<ContactFormValues>> {
  const values = readFields(formData, FIELDS)
  const parsed = contactMessageSchema.safeParse(values)
  if (!parsed.success) return { status: 'invalid', values, errors: firstErrors(parsed.error) }
  try {
    await storeContactMessage(parsed.data)
  } catch (error) {
    ;(await getPayloadClient()).logger.error({ err: error, msg: 'Contact message not stored' })
    return { status: 'error', values, message: 'Failed to send message. Please try again later.' }
  }
  return {
    status: 'success',
    values: { name: '', email: '', subject: '', message: '' },
    message: CONTACT_SUCCESS_MESSAGE,
  }
}
