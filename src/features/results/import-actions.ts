'use server'

import { hasDuty } from '@/access/duties'
import { signedInUser, staffMessageFor, type StaffMessage } from '@/lib/admin/staff-answer'
import { ForbiddenError, NotFoundError } from '@/lib/errors'

import { findExamFor } from './exams'
import { templateHeadings } from './import/check-import'
import { CHOOSE_EXAM_CLASS, CHOOSE_FILE, importResults, type ImportAnswer } from './import-results'
import { summariseResults } from './read-summary'
import type { ResultsSummary } from './summary'

export type ImportActionAnswer = ImportAnswer | ({ status: 'error' } & StaffMessage)

const MESSAGES: Record<string, StaffMessage> = {
  [CHOOSE_EXAM_CLASS]: {
    en: 'Choose one of the exam’s classes (save the exam first after adding a class).',
    bn: 'পরীক্ষার একটি শ্রেণি বেছে নিন (নতুন শ্রেণি যোগ করলে আগে পরীক্ষাটি সংরক্ষণ করুন)।',
  },
  [CHOOSE_FILE]: {
    en: CHOOSE_FILE,
    bn: 'সর্বোচ্চ ২ MB-এর একটি CSV বা Excel (.xlsx) ফাইল বেছে নিন।',
  },
  [new NotFoundError('This exam no longer exists.').message]: {
    en: 'This exam no longer exists.',
    bn: 'এই পরীক্ষাটি আর নেই।',
  },
  [new ForbiddenError().message]: {
    en: 'Only signed-in staff can import results.',
    bn: 'শুধু সাইন-ইন করা কর্মীরা ফলাফল আমদানি করতে পারেন।',
  },
}

const FAILED = {
  en: 'The import failed and nothing was changed. Please try again.',
  bn: 'আমদানি ব্যর্থ হয়েছে, কিছুই বদলানো হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
}

const staffMessage = (error: unknown) =>
  staffMessageFor(error, { messages: MESSAGES, failed: FAILED, logAs: 'Results import failed' })

/** The admin's import panel: one class's results file for one exam (`importResults`). */
export async function importResultsAction(formData: FormData): Promise<ImportActionAnswer> {
  try {
    return await importResults(
      { exam: formData.get('exam'), class: formData.get('class'), file: formData.get('file') },
      await signedInUser(),
    )
  } catch (error) {
    return { status: 'error', ...(await staffMessage(error)) }
  }
}

/** The import template of one class of an exam: the heading line as CSV, for staff only. */
export async function resultsTemplateAction(
  examId: number,
  className: string,
): Promise<{ filename: string; csv: string } | null> {
  const user = await signedInUser()
  if (!hasDuty(user, 'results')) return null
  const exam = await findExamFor(examId, user)
  const examClass = exam?.classes.find((row) => row.class === className)
  if (!exam || !examClass) return null
  return {
    filename: `results-${exam.year}-class-${className}.csv`,
    csv: `${templateHeadings(examClass.subjects, exam.secondFact).join(',')}\r\n`,
  }
}

/** The computed results of an exam, summarised for staff to check before the publish time. */
export async function resultsSummaryAction(examId: number): Promise<ResultsSummary | null> {
  const user = await signedInUser()
  if (!hasDuty(user, 'results')) return null
  return summariseResults(examId, user)
}
