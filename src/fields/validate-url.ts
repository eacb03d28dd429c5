import type { TextFieldSingleValidation } from 'payload'

/** Accepts only absolute https addresses (no javascript:, data: or plain http links). */
export const validateHttpsUrl: TextFieldSingleValidation = (value) => {
  if (!value) return true
  try {
    return new URL(value).protocol === 'https:' || 'Use a full https:// address.'
  } catch {
    return 'Use a full https:// address.'
  }
}
