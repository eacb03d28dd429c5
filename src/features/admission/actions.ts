'use server'

import { headers } from 'next/headers'

import { inVisitorLanguage } from '@/i18n/answer-in-language'
import { API_LIMITS } from '@/lib/api-rate-limits'
import { AppError, ValidationError } from '@/lib/errors'
import { firstErrors, readFields, type FormState } from '@/lib/form-state'
import { caughtByHoneypot } from '@/lib/honeypot'
import { clientAddress } from '@/lib/rate-limit'
import { logError } from '@/lib/log/server'

import { admissionInquirySchema } from './schemas'
import { ADMISSION_INQUIRY_SUCCESS, storeAdmissionInquiry } from './service'

const FIELDS = [
  'student_name',
  'class_sought',
  'guardian_name',
  'phone',
  'email',
  'message',
] as const
export type AdmissionInquiryValues = Record<(typeof FIELDS)[number], string>

const EMPTY: AdmissionInquiryValues = {
  student_name: '',
  class_sought: '',
  guardian_name: '',
  phone: '',
  email: '',
  message: '',
}

const FAILED = 'Failed to send your inquiry. Please try again later.'

/**
 * The /admission inquiry form: checked with the shared schema, limited per visitor address,
 * stored as New and e-mailed to the office. On any failure the typed values come back.
 */
async function answerSendAdmissionInquiry(
  _previous: FormState<AdmissionInquiryValues>,
  formData: FormData,
): Promise<FormState<AdmissionInquiryValues>> {
  const values = readFields(formData, FIELDS)
  const parsed = admissionInquirySchema.safeParse(values)
  if (!parsed.success) return { status: 'invalid', values, errors: firstErrors(parsed.error) }
  try {
    await API_LIMITS.admissionInquiryByAddress.consume(clientAddress(await headers()))
    // A filled honeypot: nothing stored or mailed, and the same answer as a sent inquiry.
    if (!(await caughtByHoneypot(formData, 'admission inquiry'))) {
      await storeAdmissionInquiry(parsed.data)
    }
  } catch (error) {
    if (error instanceof ValidationError) {
      const errors = Object.fromEntries(
        Object.entries(error.errors).map(([key, messages]) => [key, messages[0] ?? '']),
      )
      return { status: 'invalid', values, errors }
    }
    // Too many inquiries from one address: the visitor is told to wait.
    if (error instanceof AppError && error.status < 500) {
      return { status: 'error', values, message: error.message }
    }
    await logError('Admission inquiry not stored', error)
    return { status: 'error', values, message: FAILED }
  }
  return { status: 'success', values: EMPTY, message: ADMISSION_INQUIRY_SUCCESS }
}

export async function sendAdmissionInquiry(
  ...args: Parameters<typeof answerSendAdmissionInquiry>
): ReturnType<typeof answerSendAdmissionInquiry> {
  return inVisitorLanguage(await answerSendAdmissionInquiry(...args))
}
