import 'server-only'

import { localePath, type Locale } from '@/i18n/locales'
import type { SecondFact } from '@/lib/constants'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

import { MARK_SHEET_SELECT, toMarkSheet, type MarkSheet } from './dto'
import { listOpenExams } from './exams'

/**
 * A mark sheet by its code (the printed sheet and its QR code's verify page), while its exam is
 * public; null otherwise. The code is 128 random bits: it cannot be guessed.
 */
export async function findMarkSheet(code: string): Promise<MarkSheet | null> {
  if (!/^[A-Za-z0-9_-]{16,32}$/.test(code)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'results',
    where: { code: { equals: code } },
    select: { ...MARK_SHEET_SELECT, exam: true },
    limit: 1,
    depth: 0,
    pagination: false,
    // The code is the key to one sheet (128 random bits); its exam must be public, checked below.
    overrideAccess: true,
  })
  const found = docs[0]
  if (!found) return null
  const examId = typeof found.exam === 'object' ? found.exam.id : found.exam
  const exam = (await listOpenExams()).find((each) => each.id === examId)
  return exam ? toMarkSheet(found, exam) : null
}

/** The verify page a printed sheet's QR code opens, in the sheet's language. */
export function markSheetVerifyUrl(code: string, locale: Locale): string {
  return new URL(localePath(`/results/verify/${code}`, locale), env.SERVER_URL).href
}

/**
 * An exam the /results form offers: its name in the page's language, its classes and what else
 * a family types for it.
 */
export type ExamChoice = { id: number; name: string; classes: string[]; secondFact: SecondFact }

/** The exams whose results are public, as the /results form offers them. */
export async function listExamChoices(locale: Locale): Promise<ExamChoice[]> {
  return (await listOpenExams()).map((exam) => ({
    id: exam.id,
    name: exam.name[locale],
    classes: exam.classes.map((row) => row.class),
    secondFact: exam.secondFact,
  }))
}
