'use server'

import { formAction, formAddress } from '@/lib/form-action'
import { readFields, type FormState } from '@/lib/form-state'
import { HONEYPOT_FIELD } from '@/lib/honeypot'

import { EMPTY_INQUIRY, INQUIRY_FIELDS, type AdmissionInquiryValues } from './form-fields'
import { submitAdmissionInquiry } from './submit-inquiry'

export type { AdmissionInquiryValues }

/** The /admission inquiry form: `submitAdmissionInquiry`, answered as the form's state. */
export async function sendAdmissionInquiry(
  _previous: FormState<AdmissionInquiryValues>,
  formData: FormData,
): Promise<FormState<AdmissionInquiryValues>> {
  const values = readFields(formData, INQUIRY_FIELDS)
  const input = readFields(formData, [...INQUIRY_FIELDS, HONEYPOT_FIELD])
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
      return { message, values: EMPTY_INQUIRY }
    },
  )
}
