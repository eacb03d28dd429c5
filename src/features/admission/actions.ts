'use server'

import { formAction, formAddress } from '@/lib/form-action'
import { readFields, type FormState } from '@/lib/form-state'
import { HONEYPOT_FIELD } from '@/lib/honeypot'

import { submitAdmissionInquiry } from './submit-inquiry'

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

/** The /admission inquiry form: `submitAdmissionInquiry`, answered as the form's state. */
export async function sendAdmissionInquiry(
  _previous: FormState<AdmissionInquiryValues>,
  formData: FormData,
): Promise<FormState<AdmissionInquiryValues>> {
  const values = readFields(formData, FIELDS)
  const input = readFields(formData, [...FIELDS, HONEYPOT_FIELD])
  return formAction(
    {
      keep: values,
      failure: 'Failed to send your inquiry. Please try again later.',
      logAs: 'Admission inquiry not stored',
    },
    async () => {
      const { message } = await submitAdmissionInquiry(input, {
        address: await formAddress(),
        honeypot: 'admission inquiry',
      })
      return { message, values: EMPTY }
    },
  )
}
