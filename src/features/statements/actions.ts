'use server'

import type { PayloadRequest } from 'payload'

import { ForbiddenError } from '@/lib/errors'
import { signedInUser, staffMessageFor, type StaffMessage } from '@/lib/admin/staff-answer'

import {
  approveMatchedPayments,
  CHOOSE_METHOD,
  CHOOSE_STATEMENT,
  checkStatement,
  type ApprovalReport,
  type StatementReport,
} from './check-statement'

export type StatementActionAnswer =
  StatementReport | ApprovalReport | ({ status: 'error' } & StaffMessage)

const MESSAGES: Record<string, StaffMessage> = {
  [CHOOSE_METHOD]: { en: CHOOSE_METHOD, bn: 'স্টেটমেন্টের পেমেন্ট পদ্ধতি বেছে নিন।' },
  [CHOOSE_STATEMENT]: {
    en: CHOOSE_STATEMENT,
    bn: 'সর্বোচ্চ ৫ MB-এর একটি CSV বা Excel (.xlsx) স্টেটমেন্ট বেছে নিন।',
  },
  [new ForbiddenError().message]: {
    en: 'Only signed-in staff can check statements.',
    bn: 'শুধু সাইন-ইন করা কর্মীরা স্টেটমেন্ট যাচাই করতে পারেন।',
  },
}

const FAILED = {
  en: 'The statement could not be checked; nothing was changed. Please try again.',
  bn: 'স্টেটমেন্ট যাচাই করা যায়নি; কিছুই বদলানো হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
}

async function answer(
  run: (
    input: { method: unknown; file: unknown },
    user: PayloadRequest['user'],
  ) => Promise<StatementActionAnswer>,
  formData: FormData,
): Promise<StatementActionAnswer> {
  try {
    const user = await signedInUser()
    return await run({ method: formData.get('method'), file: formData.get('file') }, user)
  } catch (error) {
    const message = { messages: MESSAGES, failed: FAILED, logAs: 'Statement check failed' }
    return { status: 'error', ...(await staffMessageFor(error, message)) }
  }
}

/** The admin's statement panel: check a statement against the pending payments (`checkStatement`). */
export async function checkStatementAction(formData: FormData): Promise<StatementActionAnswer> {
  return answer(checkStatement, formData)
}

/** The admin's statement panel: approve every matched payment (`approveMatchedPayments`). */
export async function approveMatchedAction(formData: FormData): Promise<StatementActionAnswer> {
  return answer(approveMatchedPayments, formData)
}
