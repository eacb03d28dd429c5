/**
 * The boxes of the 'Join An Alumni Network' form, in order; `id` is the network, a hidden field.
 * They live apart from the schema so the page draws the form without the validation library.
 */
export const ALUMNI_FORM_FIELDS = [
  'name',
  'passing_year',
  'degree',
  'batch',
  'job_title',
  'current_profession',
  'company_name',
  'email',
  'phone_no',
  'linkedin_url',
  'payment_method',
  'transaction_id',
  'id',
] as const

export type AlumniFormValues = Record<(typeof ALUMNI_FORM_FIELDS)[number], string>
