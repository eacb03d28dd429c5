import type { FieldAccess } from 'payload'

import { hasDuty } from '@/access/duties'
import { asMember } from '@/access/user-kinds'
import { isSectionPublic, type ProfileSection, type Visibility } from '@/lib/profile-privacy'

type ProfileDoc = { id: number | string; visibility?: Visibility; birthdate?: string | null }

/**
 * Field read access for a private profile section: the owner, staff with the members duty (a
 * child's phones, address, birth date and guardians are nobody else's business), or a section
 * the owner made public.
 */
export function canReadSection(section: ProfileSection): FieldAccess<ProfileDoc> {
  return ({ req, doc }) => {
    if (hasDuty(req.user, 'members')) return true
    if (!doc) return false
    const member = asMember(req.user)
    if (member && String(member.id) === String(doc.id)) return true
    return isSectionPublic(doc, section)
  }
}

/** The visibility flags themselves: only the owner and the members duty see them. */
export const canReadOwnSettings: FieldAccess<ProfileDoc> = ({ req, doc }) => {
  if (hasDuty(req.user, 'members')) return true
  const member = asMember(req.user)
  return Boolean(member && doc && String(member.id) === String(doc.id))
}

/** Who is signed in where is the member's own business: not even staff list it. */
export const canReadOwnSessions: FieldAccess<ProfileDoc> = ({ req, doc }) => {
  const member = asMember(req.user)
  return Boolean(member && doc && String(member.id) === String(doc.id))
}
