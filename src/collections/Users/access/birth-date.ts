import type { FieldAccess } from 'payload'

import { hasDuty } from '@/access/duties'

/** A birth date is given once by the member; a change after that is the office's (members duty). */
export const birthDateOnce: FieldAccess<{ id: number | string; birthdate?: string | null }> = ({
  req,
  doc,
}) => hasDuty(req.user, 'members') || !doc?.birthdate
