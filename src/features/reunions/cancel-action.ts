'use server'

import { ForbiddenError } from '@/lib/errors'
import { signedInUser, staffMessageFor, type StaffMessage } from '@/lib/admin/staff-answer'

import { cancelReunionRegistration, ONLY_CONFIRMED_CANCELLED } from './cancel'

export type CancelReunionAnswer =
  { status: 'cancelled'; promoted: number } | ({ status: 'error' } & StaffMessage)

const MESSAGES: Record<string, StaffMessage> = {
  [ONLY_CONFIRMED_CANCELLED]: {
    en: ONLY_CONFIRMED_CANCELLED,
    bn: 'শুধু নিশ্চিত নিবন্ধনই বাতিল করা যায়।',
  },
  [new ForbiddenError().message]: {
    en: 'Only signed-in staff can cancel registrations.',
    bn: 'শুধু সাইন-ইন করা কর্মীরা নিবন্ধন বাতিল করতে পারেন।',
  },
}

const FAILED = {
  en: 'The registration could not be cancelled; nothing was changed. Please try again.',
  bn: 'নিবন্ধন বাতিল করা যায়নি; কিছুই বদলানো হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
}

/** The reunion registration's page in /admin: cancel it (`cancelReunionRegistration`). */
export async function cancelReunionAction(registrationId: number): Promise<CancelReunionAnswer> {
  try {
    const { promoted } = await cancelReunionRegistration(registrationId, await signedInUser())
    return { status: 'cancelled', promoted: promoted.length }
  } catch (error) {
    const message = { messages: MESSAGES, failed: FAILED, logAs: 'Reunion cancellation failed' }
    return { status: 'error', ...(await staffMessageFor(error, message)) }
  }
}
