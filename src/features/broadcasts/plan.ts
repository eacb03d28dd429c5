import type { Payload, PayloadRequest } from 'payload'

import type { BroadcastChannel } from '@/lib/constants'
import { estimateCost, measureSms } from '@/lib/sms/segments'
import { SAMPLE_NUMBER, withStopLink } from '@/lib/sms/stop-link'
import type { Broadcast } from '@/payload-types'

import { findAudience, optedOutNumbers, type PlannedRecipient, planRecipients } from './audience'

export type BroadcastFigures = Pick<
  Broadcast,
  | 'recipients'
  | 'email_recipients'
  | 'invalid_numbers'
  | 'opted_out'
  | 'unconfirmed_numbers'
  | 'encoding'
  | 'parts_per_message'
  | 'total_parts'
  | 'estimated_cost'
>

type Draft = Pick<
  Broadcast,
  'audience' | 'class_name' | 'section' | 'alumni_batch' | 'event' | 'channels' | 'text'
>

/** The site's price of one SMS part, in taka, as staff keep it in the site settings. */
export async function ratePerPart(payload: Payload, req?: PayloadRequest): Promise<number> {
  const site = await payload.findGlobal({ slug: 'site', depth: 0, overrideAccess: true, req })
  return site.sms_rate_per_part ?? 0
}

/** Who a draft would reach now, and what its SMS would take and cost. */
export async function planBroadcast(
  payload: Payload,
  draft: Draft,
  req?: PayloadRequest,
): Promise<{ figures: BroadcastFigures; recipients: PlannedRecipient[]; noConsent: number }> {
  const channels = (draft.channels ?? []) as BroadcastChannel[]
  const [people, optedOut, rate] = await Promise.all([
    findAudience(payload, draft, req),
    optedOutNumbers(payload, req),
    ratePerPart(payload, req),
  ])
  const { count, recipients } = planRecipients(people, channels, optedOut)
  // As the phones receive it: with the link that stops the school's SMS.
  const size = measureSms(withStopLink(draft.text ?? '', SAMPLE_NUMBER))
  const parts = channels.includes('sms') ? size.parts : 0
  const figures: BroadcastFigures = {
    recipients: count.sms,
    email_recipients: count.email,
    invalid_numbers: count.invalidNumbers,
    opted_out: count.optedOut,
    unconfirmed_numbers: count.unconfirmed,
    encoding: size.encoding,
    parts_per_message: parts,
    total_parts: parts * count.sms,
    estimated_cost: estimateCost(parts * count.sms, rate),
  }
  return { figures, recipients, noConsent: count.noConsent }
}
