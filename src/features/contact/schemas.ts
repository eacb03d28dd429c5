import { z } from 'zod'

import { LIMITS } from '@/lib/constants'
import { emailMatching, personName, requiredText } from '@/lib/zod-fields'

/** Text, @, text, a dot and at least 2 letters, the contact form's rule. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/

export const contactMessageSchema = z.object({
  name: personName('Full Name is required', 120),
  email: requiredText('Email is required').pipe(
    emailMatching(CONTACT_EMAIL_PATTERN, 'Invalid email address'),
  ),
  subject: requiredText('Subject is required').pipe(z.string().max(200)),
  message: requiredText('Message is required').pipe(
    z
      .string()
      .max(
        LIMITS.contactMessageMax,
        `Message must be at most ${LIMITS.contactMessageMax} characters`,
      ),
  ),
})
