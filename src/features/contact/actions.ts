'use server'

import { headers } from 'next/headers'

import { inVisitorLanguage } from '@/i18n/answer-in-language'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { RateLimitError } from '@/lib/errors'
import { firstErrors, readFields, type FormState } from '@/lib/form-state'
import { caughtByHoneypot } from '@/lib/honeypot'
import { clientAddress } from '@/lib/rate-limit'
import { logError } from '@/lib/log/server'

import { contactMessageSchema } from './schemas'
import { CONTACT_SUCCESS_MESSAGE, storeContactMessage } from './service'

const FIELDS = ['name', 'email', 'subject', 'message'] as const
export type ContactFormValues = Record<(typeof FIELDS)[number], string>

/**
 * The contact form: validated with the same schema as the API, limited like the API (per address
 * and per e-mail), stored, the office e-mailed. A filled honeypot is answered as a success and
 * nothing is stored or sent.
 */
async function answerSendContactMessage(
  _previous: FormState<ContactFormValues>,
  formData: FormData,
): Promise<FormState<ContactFormValues>> {
  const values = readFields(formData, FIELDS)
  const parsed = contactMessageSchema.safeParse(values)
  if (!parsed.success) return { status: 'invalid', values, errors: firstErrors(parsed.error) }
  try {
    await API_LIMITS.contactByAddress.consume(clientAddress(await headers()))
    await API_LIMITS.contactByEmail.consume(parsed.data.email)
  } catch (error) {
    if (error instanceof RateLimitError) return { status: 'error', values, message: error.message }
    throw error
  }
  if (!(await caughtByHoneypot(formData, 'contact form'))) {
    try {
      await storeContactMessage(parsed.data)
    } catch (error) {
      await logError('Contact message not stored', error)
      return { status: 'error', values, message: 'Failed to send message. Please try again later.' }
    }
  }
  return {
    status: 'success',
    values: { name: '', email: '', subject: '', message: '' },
    message: CONTACT_SUCCESS_MESSAGE,
  }
}

export async function sendContactMessage(
  ...args: Parameters<typeof answerSendContactMessage>
): ReturnType<typeof answerSendContactMessage> {
  return inVisitorLanguage(await answerSendContactMessage(...args))
}
