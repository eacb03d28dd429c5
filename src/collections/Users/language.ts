import type { PayloadRequest } from 'payload'

import type { User } from '@/payload-types'

/** The language a member reads their e-mails in: Bangla when their profile says so. */
export type MemberLanguage = 'en' | 'bn'

export const memberLanguage = (language: string | null | undefined): MemberLanguage =>
  language === 'Bangla' ? 'bn' : 'en'

/** The language on the member's profile; English when the member or the setting is gone. */
export async function languageOfMember(req: PayloadRequest, user: number | User) {
  if (typeof user === 'object') return memberLanguage(user.language)
  // Read with the system's rights: the language sits in the member's private profile section.
  const member = await req.payload
    .findByID({
      collection: 'users',
      id: user,
      depth: 0,
      req,
      select: { language: true },
      overrideAccess: true,
    })
    .catch(() => null)
  return memberLanguage(member?.language)
}
