import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { staffMessage } from '@/fields/staff-text'
import { updateIfStill } from '@/lib/payload/sql-statement'
import type { Broadcast } from '@/payload-types'

import { planBroadcast } from './plan'

/**
 * Staff write drafts and choose Send; the figures are counted afresh on every save, and a
 * broadcast being sent or already sent no longer changes but through the sending job, which
 * writes its own columns.
 */
export const keepFigures: CollectionBeforeChangeHook<Broadcast> = async ({
  data,
  originalDoc,
  req,
}) => {
  const before = originalDoc?.status ?? 'draft'
  if (before === 'sending' || before === 'sent')
    throw new APIError(
      staffMessage(
        req,
        'This broadcast is being sent or has been sent; it can no longer be changed. Duplicate it to send again.',
        'এই বার্তা পাঠানো হচ্ছে বা পাঠানো হয়ে গেছে, তাই আর বদলানো যাবে না। আবার পাঠাতে এটির একটি কপি করুন।',
      ),
      400,
      undefined,
      true,
    )
  if (data.status !== 'draft' && data.status !== 'scheduled') data.status = 'draft'
  const merged = { ...originalDoc, ...data } as Broadcast
  const { figures } = await planBroadcast(req.payload, merged, req)
  if (
    data.status === 'scheduled' &&
    (figures.recipients ?? 0) + (figures.email_recipients ?? 0) === 0
  )
    throw new APIError(
      staffMessage(
        req,
        'Nobody in this audience can be reached on the chosen channels. Check the audience, or keep it as a draft.',
        'নির্বাচিত মাধ্যমে এই প্রাপকদের কাউকে পৌঁছানো যাবে না। প্রাপক বাছাই দেখুন, অথবা খসড়া হিসেবে রাখুন।',
      ),
      400,
      undefined,
      true,
    )
  // Of two saves made from the same version (Send pressed twice at once), only the first goes on.
  if (
    originalDoc?.updatedAt &&
    !(await updateIfStill(
      req.payload,
      'broadcasts',
      originalDoc.id,
      { updated_at: originalDoc.updatedAt },
      { updated_at: new Date().toISOString() },
    ))
  )
    throw new APIError(
      staffMessage(
        req,
        'This broadcast was saved or sent by someone else at the same moment. Reload the page to see where it stands.',
        'ঠিক একই সময়ে অন্য কেউ এই বার্তাটি সংরক্ষণ করেছেন বা পাঠিয়েছেন। এর অবস্থা দেখতে পাতাটি আবার লোড করুন।',
      ),
      409,
      undefined,
      true,
    )
  return {
    ...data,
    ...figures,
    queued_count: originalDoc?.queued_count ?? 0,
    sent_count: originalDoc?.sent_count ?? 0,
    failed_count: originalDoc?.failed_count ?? 0,
    // Only the sending job says why SMS wait, and until when.
    held_reason: null,
    held_until: null,
  }
}
