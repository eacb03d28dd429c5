import type { CollectionBeforeChangeHook } from 'payload'

import { env } from '@/lib/env'
import type { ReunionRegistration } from '@/payload-types'

import { cardsDue } from '../cards'
import { createEntryCode } from '../entry-code'

/**
 * A confirmed registration's entry cards are issued when its payment is verified (by a
 * statement's matching line or the treasurer's decision), not before: nobody enters on a
 * made-up transaction ID. The member's e-mail then carries them (notify-payment).
 */
export const issueCardsWhenPaid: CollectionBeforeChangeHook<ReunionRegistration> = ({
  data,
  originalDoc,
  operation,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const next = { ...originalDoc, ...data }
  if (!cardsDue(next) || cardsDue(originalDoc)) return data
  const reunionId = typeof next.reunion === 'object' ? next.reunion.id : next.reunion
  return {
    ...data,
    people: (next.people ?? []).map((person) => ({
      ...person,
      entry_code: person.entry_code || createEntryCode(reunionId, env.PAYLOAD_SECRET),
    })),
  }
}
