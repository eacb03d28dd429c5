import 'server-only'

import type { PayloadRequest } from 'payload'

import { requireGateKeeper } from '@/access/user-kinds'
import { env } from '@/lib/env'
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { validationPaths } from '@/lib/payload/validation-paths'
import { parseInput } from '@/lib/zod-fields'

import type { CheckIn } from './check-in-message'
import {
  readShortCode,
  shortCodeOf,
  verifyEntryCode,
} from '@/collections/ReunionRegistrations/entry-code'
import { cardsDue } from '@/collections/ReunionRegistrations/cards'
import {
  CARD_NOT_FOUND,
  CARD_UNPAID,
  checkInSchema,
  CODE_MISTYPED,
  NOT_AN_ENTRY_CARD,
} from './schemas'

export { CARD_NOT_FOUND, NOT_AN_ENTRY_CARD } from './schemas'

export type { CheckIn } from './check-in-message'

/**
 * Staff or a volunteer admits the holder of an entry card, from its QR code or the short code
 * printed under it: a genuine code of a confirmed, paid (or free) registration is admitted once,
 * with whether it was paid or free; every later scan, from any phone, answers when it was
 * admitted.
 */
export async function admitEntryCard(
  input: unknown,
  user: PayloadRequest['user'],
): Promise<CheckIn> {
  const gateKeeper = requireGateKeeper(user)
  const { code: typed } = parseInput(checkInSchema, input)
  // A volunteer without a camera types the ten characters printed under the QR.
  const short = readShortCode(typed)
  if (short === 'mistyped') throw new ValidationError({ code: [CODE_MISTYPED] })
  const signed = short ? null : verifyEntryCode(typed, env.PAYLOAD_SECRET)
  if (!short && !signed) throw new ValidationError({ code: [NOT_AN_ENTRY_CARD] })
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'reunion-registrations',
    where: {
      status: { equals: 'confirmed' },
      ...(short
        ? { 'people.entry_code': { contains: `.${short.short}.` } }
        : {
            reunion: { equals: signed?.reunionId },
            'people.entry_code': { equals: typed.trim() },
          }),
    },
    limit: 1,
    depth: 0,
    // Volunteers read no registrations; the card's own holder is all the gate is told.
    overrideAccess: true,
  })
  const registration = docs[0]
  const person = registration?.people?.find((p) =>
    short ? shortCodeOf(p.entry_code) === short.short : p.entry_code === typed.trim(),
  )
  const code = person?.entry_code
  if (!registration || !person || !code) throw new NotFoundError(CARD_NOT_FOUND)
  // A card issued before its payment was confirmed (or whose payment was then rejected).
  if (!cardsDue(registration)) throw new ConflictError(CARD_UNPAID)
  const reunion =
    typeof registration.reunion === 'object' ? registration.reunion.id : registration.reunion
  const answer = {
    name: person.name,
    ticket: person.ticket_name,
    reunion,
    payment: registration.total === 0 ? ('free' as const) : ('paid' as const),
  }
  try {
    const admission = await payload.create({
      collection: 'reunion-admissions',
      data: {
        entry_code: code,
        name: person.name,
        ticket_name: person.ticket_name,
        reunion,
        registration: registration.id,
        admitted_by: gateKeeper.id,
      },
      depth: 0,
      // Admissions are written here only: the collection takes no direct writes.
      overrideAccess: true,
    })
    return { status: 'admitted', ...answer, admittedAt: admission.createdAt }
  } catch (error) {
    // The unique entry code: this card was admitted before, or by another phone a moment ago.
    if (!validationPaths(error)) throw error
    const { docs: earlier } = await payload.find({
      collection: 'reunion-admissions',
      where: { entry_code: { equals: code } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (!earlier[0]) throw error
    return { status: 'already admitted', ...answer, admittedAt: earlier[0].createdAt }
  }
}
