/** Keys whose values never reach a log line, at any of the first three levels of a logged object. */
const SENSITIVE_KEYS = [
  'password',
  'newPassword',
  'confirmPassword',
  'token',
  'resetPasswordToken',
  'apiKey',
  'authorization',
  'cookie',
  'set-cookie',
  'email',
  'phone',
  'phone_no',
  'father_phone',
  'mother_phone',
  'guardian_phone',
  'transaction_id',
]

/** Payload logs a failed job whole (also in its error), and an e-mail job's input is the mail. */
const JOB_PATHS = ['job.input', 'job.log', 'job.taskStatus', 'err.args']

export const REDACT_PATHS = SENSITIVE_KEYS.flatMap((key) => {
  const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`
  const join = (prefix: string) => (name.startsWith('[') ? `${prefix}${name}` : `${prefix}.${name}`)
  return [name, join('*'), join('*.*')]
}).concat(JOB_PATHS)

export const REDACTED = '[redacted]'

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
// Bangladeshi mobiles (+8801…, 01…) and any other long run of digits that could be a phone.
const PHONE = /(?:\+?88)?0?1[3-9]\d{8}\b|\+?\d[\d -]{9,}\d/g
const BEARER = /\b(Bearer|JWT)\s+[\w.~+/-]+=*/gi

/** A free-text message with e-mail addresses, phone numbers and bearer tokens masked. */
export function scrubText(text: string): string {
  return text.replace(BEARER, `$1 ${REDACTED}`).replace(EMAIL, REDACTED).replace(PHONE, REDACTED)
}
