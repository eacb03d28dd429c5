import type { PayloadRequest } from 'payload'

import { memberLanguage } from '@/collections/Users/language'
import { resetPasswordEmail } from '@/collections/Users/reset-email'
import { DEFAULT_SCHOOL_NAME } from '@/globals/Site'
import type { User } from '@/payload-types'

async function schoolName(req: PayloadRequest | undefined): Promise<string> {
  if (!req) return DEFAULT_SCHOOL_NAME
  const site = await req.payload.findGlobal({ slug: 'site', depth: 0, req, overrideAccess: false })
  return site.school_name?.trim() || DEFAULT_SCHOOL_NAME
}

/**
 * Payload's own forgot-password call (`POST /api/users/forgot-password`) sends the same e-mail as
 * the site's form, with a link to the public /reset-password page rather than the admin panel.
 */
export const forgotPasswordEmail = {
  expiration: 60 * 60 * 1000,
  generateEmailSubject: async (args?: { req?: PayloadRequest }) =>
    resetPasswordEmail({ token: '', schoolName: await schoolName(args?.req) }).subject,
  generateEmailHTML: async (args?: {
    req?: PayloadRequest
    token?: string
    user?: Pick<User, 'first_name' | 'language'>
  }) =>
    resetPasswordEmail({
      token: args?.token ?? '',
      schoolName: await schoolName(args?.req),
      locale: memberLanguage(args?.user?.language),
    }).html,
}
