/**
 * The boxes of the admission inquiry form, in order, as a fresh form has them. They live apart
 * from the schema so the page draws the form without the validation library.
 */
export const EMPTY_INQUIRY = {
  student_name: '',
  class_sought: '',
  guardian_name: '',
  phone: '',
  email: '',
  message: '',
}

export type AdmissionInquiryValues = Record<keyof typeof EMPTY_INQUIRY, string>

export const INQUIRY_FIELDS = Object.keys(EMPTY_INQUIRY) as (keyof AdmissionInquiryValues)[]
