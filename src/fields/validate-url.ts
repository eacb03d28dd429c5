import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { FULL_LINK_MESSAGE, isWebLink } from '@/lib/web-link'

/** Accepts only absolute https addresses (no javascript:, data: or plain http links). */
export const validateHttpsUrl: TextFieldSingleValidation = (value) => {
  if (!value) return true
  try {
    return new URL(value).protocol === 'https:' || 'Use a full https:// address.'
  } catch {
    return 'Use a full https:// address.'
  }
}

/**
 * For a text field holding a link members or visitors write (a LinkedIn profile …): only an
 * http(s) address, whichever door it comes in by. The field's own rules (length …) still apply.
 */
export const validateWebLink: TextFieldSingleValidation = (value, options) => {
  const asText = text(value, options)
  if (asText !== true) return asText
  return !value || isWebLink(value) || FULL_LINK_MESSAGE
}

/** A text field for an https link (a social page, a video) with the label staff see. */
export const httpsLinkField = (name: string, label: string) =>
  ({ name, label, type: 'text', validate: validateHttpsUrl }) as const
