import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { hasDuty } from '@/access/duties'
import { BROADCAST_AUDIENCES, BROADCAST_CHANNELS, CLASS_CHOICES } from '@/lib/constants'
import { MAX_ID } from '@/lib/ids'

import { planBroadcast } from './plan'

/** Recipients sent back by name; the rest are counted. */
export const PLAN_SHOWN = 12

/** The form's fields as the panel holds them while staff type: empty fields come as null. */
const DraftSchema = z.object({
  audience: z.enum(BROADCAST_AUDIENCES),
  class_name: z.enum(CLASS_CHOICES).nullish(),
  section: z.string().max(20).nullish(),
  alumni_batch: z.number().int().min(1900).max(2100).nullish(),
  event: z.number().int().positive().max(MAX_ID).nullish(),
  channels: z.array(z.enum(BROADCAST_CHANNELS)).max(BROADCAST_CHANNELS.length).nullish(),
  text: z.string().max(1000).nullish(),
})

export type BroadcastPlan = Awaited<ReturnType<typeof planBroadcast>>['figures'] & {
  no_consent: number
  shown: { name: string; to: string; reason?: string }[]
  listed: number
}

/**
 * POST /api/broadcasts/plan — who a broadcast as it stands in the form would reach and what its
 * SMS would cost, for the panel's "Before sending" summary while staff change the audience or
 * the text, and for the question asked before it is sent. Staff with the messages duty only.
 */
export const broadcastPlanEndpoint: Endpoint = {
  path: '/plan',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!hasDuty(req.user, 'messages'))
      return Response.json({ message: 'Forbidden' }, { status: 403 })
    const body: unknown = await req.json?.().catch(() => null)
    const parsed = DraftSchema.safeParse(body)
    if (!parsed.success)
      return Response.json({ message: 'Not a broadcast draft.' }, { status: 400 })
    const draft = parsed.data
    const { figures, recipients, noConsent } = await planBroadcast(
      req.payload,
      {
        audience: draft.audience,
        class_name: draft.class_name ?? null,
        section: draft.section ?? null,
        alumni_batch: draft.alumni_batch ?? null,
        event: draft.event ?? null,
        channels: draft.channels ?? [],
        text: draft.text ?? '',
      },
      req,
    )
    const plan: BroadcastPlan = {
      ...figures,
      no_consent: noConsent,
      shown: recipients
        .slice(0, PLAN_SHOWN)
        .map(({ name, to, reason }) => (reason ? { name, to, reason } : { name, to })),
      listed: recipients.length,
    }
    return Response.json(plan, { headers: { 'Cache-Control': 'no-store' } })
  },
}
