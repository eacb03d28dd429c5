import { z } from 'zod'

import { toAsciiDigits } from '@/lib/digits'

/**
 * A year as typed (Bengali digits too), from 1900 to `max`; one message for every problem. Apart
 * from lib/zod-fields, which every form's script carries, as only the alumni forms ask for years.
 */
export function yearField(message: string, max = 2100) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? toAsciiDigits(value.trim()) : value),
    z.coerce.number({ error: message }).int(message).min(1900, message).max(max, message),
  )
}
