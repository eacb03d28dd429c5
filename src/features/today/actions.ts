'use server'

import {
  ALREADY_DECIDED,
  decideAlumniPayment,
  PAYMENT_GONE,
  REASON_REQUIRED,
  type PaymentDecision,
} from '@/features/alumni/decide-payment'
import { REJECTION_REASON_REQUIRED } from '@/collections/AlumniRegistrations'
import { markContactMessageRead } from '@/features/contact/mark-read'
import { signedInUser, staffMessageFor, type StaffMessage } from '@/lib/admin/staff-answer'
import { ForbiddenError } from '@/lib/errors'
import { logError } from '@/lib/log/server'

export type DecisionAnswer = { status: 'done' } | ({ status: 'error' } & StaffMessage)

const MESSAGES: Record<string, StaffMessage> = {
  [REASON_REQUIRED]: REJECTION_REASON_REQUIRED,
  [ALREADY_DECIDED]: {
    en: ALREADY_DECIDED,
    bn: 'এই পেমেন্ট আগেই অনুমোদন বা বাতিল করা হয়েছে।',
  },
  [PAYMENT_GONE]: { en: PAYMENT_GONE, bn: 'এই নিবন্ধনটি আর নেই।' },
  [new ForbiddenError().message]: {
    en: 'Only signed-in staff can approve or reject payments.',
    bn: 'শুধু সাইন-ইন করা কর্মীরা পেমেন্ট অনুমোদন বা বাতিল করতে পারেন।',
  },
}

const FAILED: StaffMessage = {
  en: 'The decision was not saved. Please try again.',
  bn: 'সিদ্ধান্তটি সংরক্ষণ হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
}

/** The Today panel's Approve / Reject of a pending payment (`decideAlumniPayment`). */
export async function decidePaymentAction(input: PaymentDecision): Promise<DecisionAnswer> {
  try {
    await decideAlumniPayment(input, await signedInUser())
    return { status: 'done' }
  } catch (error) {
    const message = await staffMessageFor(error, {
      messages: MESSAGES,
      failed: FAILED,
      logAs: 'Payment decision failed',
    })
    return { status: 'error', ...message }
  }
}

/** A contact message opened in the admin is read (`markContactMessageRead`). */
export async function markMessageReadAction(id: number): Promise<string | null> {
  try {
    return await markContactMessageRead(id, await signedInUser())
  } catch (error) {
    await logError('Marking a message read failed', error)
    return null
  }
}
