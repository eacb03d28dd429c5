import type { FieldAccess } from 'payload'

import { asMember, asStaff } from '@/access/user-kinds'
import { isSectionPublic, type ProfileSection, type Visibility } from '@/lib/profile-privacy'

type ProfileDoc = { id: number | string; visibility?: Visibility; birthdate?: string | null }

/** Field read access for a private profile section: owner, staff, or a section made public. */
export function canReadSection(section: ProfileSection): FieldAccess<ProfileDoc> {
  return ({ req, doc }) => {
    if (asStaff(req.user)) return true
    if (!doc) return false
    const member = asMember(req.user)
    if (member && String(member.id) === String(doc.id)) return true
    return isSectionPublic(doc, section)
  }
}

/** The visibility flags themselves: only the owner and staff see them. */
export const canReadOwnSettings: FieldAccess<ProfileDoc> = ({ req, doc }) => {
  if (asStaff(req.user)) return true
  const member = asMember(req.user)
  return Boolean(member && doc && String(member.id) === String(doc.id))
}

/** Who is signed in where is the member's own business: not even staff list it. */
export const canReadOwnSessions: FieldAccess<ProfileDoc> = ({ req, doc }) => {
  const member = asMember(req.user)
  return Boolean(member && doc && String(member.id) === String(doc.id))
}
