'use server'

import { formAction, formSender, readPublicForm } from '@/lib/form-action'
import type { FormState } from '@/lib/form-state'

import { EMPTY_INQUIRY, INQUIRY_FIELDS, type AdmissionInquiryValues } from './form-fields'
import { submitAdmissionInquiry } from './send-inquiry'

export type { AdmissionInquiryValues }

/** The /admission inquiry form: `submitAdmissionInquiry`, answered as the form's state. */
export async function sendAdmissionInquiry(
  _previous: FormState<AdmissionInquiryValues>,
  formData: FormData,
): Promise<FormState<AdmissionInquiryValues>> {
  const { values, input } = readPublicForm(formData, INQUIRY_FIELDS)
  return formAction(
    {
      keep: values,
      failure: 'Failed to send your inquiry. Please try again later.',
      logAs: 'Admission inquiry not stored',
    },
    async () => {
      const { message } = await submitAdmissionInquiry(input, await formSender('admission inquiry'))
      return { message, values: EMPTY_INQUIRY }
    },
  )
}
