import 'server-only'

import type { PayloadRequest } from 'payload'

import { getPayloadClient } from '@/lib/payload/get-payload-client'

import { findExamFor } from './exams'
import { summarise, type ResultsSummary } from './summary'

/** The summary of one exam's stored results (any status: staff check before publishing). */
export async function summariseResults(
  examId: number,
  user: PayloadRequest['user'],
): Promise<ResultsSummary | null> {
  const exam = await findExamFor(examId, user)
  if (!exam) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'results',
    where: { exam: { equals: examId } },
    select: { class: true, section: true, subjects: true, grade: true, result: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return summarise(docs, exam.classes)
}
