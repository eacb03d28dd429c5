import 'server-only'

import { randomBytes } from 'node:crypto'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type PayloadRequest,
  type Where,
} from 'payload'

import { requireDuty } from '@/access/duties'
import type { Staff } from '@/access/user-kinds'
import { clearApiCache } from '@/lib/api-cache'
import { localiseDigits } from '@/lib/digits'
import { NotFoundError, ValidationError } from '@/lib/errors'
import { parseId } from '@/lib/ids'
import { getPayloadClient } from '@/lib/payload/get-payload-client'

import { findExamFor } from './exams'
import { checkImport, type ImportedRow, type ImportProblem } from './import/check-import'
import { GUESSABLE_REGISTRATIONS, guessableRegistrations } from './import/guessable'
import { readUploadedSheet } from '@/lib/read-sheet'

/** A class's results file is a few hundred lines; 2 MB is far more than any needs. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024

export const CHOOSE_EXAM_CLASS = 'Choose one of the exam’s classes.'
export const CHOOSE_FILE = 'Choose a CSV or Excel (.xlsx) file of at most 2 MB.'

export type ImportAnswer =
  | {
      status: 'imported'
      count: number
      class: string
      /** Set when the registration numbers are guessable from the rolls. */
      warning?: { en: string; bn: string }
    }
  | { status: 'invalid'; problems: ImportProblem[] }

export type ImportInput = { exam: unknown; class: unknown; file: unknown }

/** A mark sheet's code: 128 random bits from Node's crypto, URL-safe (22 characters). */
export function newMarkSheetCode(): string {
  return randomBytes(16).toString('base64url')
}

/** A class is a few hundred students; a file of thousands of lines is the wrong file. */
const RESULTS_SHEET_CAPS = { maxLines: 5_000 }

/**
 * Staff import one class's results of one exam from a CSV or XLSX file. Every line is checked
 * first (src/features/results/import/check-import.ts) and nothing is stored while any is wrong;
 * a good file replaces the class's results in one transaction. A student who keeps their
 * registration number keeps their mark sheet's code, so a sheet printed before a correction
 * still verifies.
 */
export async function importResults(
  input: ImportInput,
  user: PayloadRequest['user'],
): Promise<ImportAnswer> {
  const staff = requireDuty(user, 'results')
  const examId = parseId(input.exam)
  const exam = examId === null ? null : await findExamFor(examId, staff)
  if (!exam) throw new NotFoundError('This exam no longer exists.')
  const className = String(input.class ?? '')
  const examClass = exam.classes.find((row) => row.class === className)
  if (!examClass) throw new ValidationError({ class: [CHOOSE_EXAM_CLASS] })
  const file = input.file
  if (!(file instanceof Blob) || file.size === 0 || file.size > MAX_IMPORT_BYTES)
    throw new ValidationError({ file: [CHOOSE_FILE] })

  const sheet = await readUploadedSheet(file, RESULTS_SHEET_CAPS)
  if ('problem' in sheet) return { status: 'invalid', problems: [sheet.problem] }
  const checked = checkImport(sheet.lines, examClass.subjects, className, exam.secondFact)
  if ('problems' in checked) return { status: 'invalid', problems: checked.problems }
  const clashes = await registrationsOfOtherClasses(staff, exam.id, className, checked.rows)
  if (clashes.length > 0) return { status: 'invalid', problems: clashes }

  const current = await resultRows(staff, {
    exam: { equals: exam.id },
    class: { equals: className },
  })
  const codes = new Map(current.map((row) => [row.registration, row.code]))

  const payload = await getPayloadClient()
  const req = await createLocalReq({ user: staff }, payload)
  await initTransaction(req)
  try {
    await payload.delete({
      collection: 'results',
      where: { exam: { equals: exam.id }, class: { equals: className } },
      overrideAccess: false,
      req,
    })
    for (const row of checked.rows) {
      await payload.create({
        collection: 'results',
        data: {
          exam: exam.id,
          class: examClass.class,
          section: row.section || null,
          roll: row.roll,
          registration: row.registration,
          birth_date: row.birth_date || null,
          pin: row.pin || null,
          student_name: row.student_name,
          subjects: row.subjects.map(({ code, marks, grade, point }) => ({
            subject: code,
            marks,
            grade,
            point,
          })),
          gpa: row.gpa,
          grade: row.grade,
          result: row.passed ? 'passed' : 'failed',
          code: codes.get(row.registration) ?? newMarkSheetCode(),
        },
        // Results are written only here, every line checked first: the collection's create is closed.
        overrideAccess: true,
        req,
      })
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  // Lookups keep a class's results in memory for a few seconds: a corrected class is read anew.
  clearApiCache()
  return {
    status: 'imported',
    count: checked.rows.length,
    class: className,
    ...(guessableRegistrations(checked.rows) ? { warning: GUESSABLE_REGISTRATIONS } : {}),
  }
}

/** The stored results that match `where`, as the importing staff may read them. */
async function resultRows(staff: Staff, where: Where) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'results',
    where,
    select: { registration: true, class: true, code: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: staff,
  })
  return docs
}

/** Registration numbers of the file that another class of the same exam already holds. */
async function registrationsOfOtherClasses(
  staff: Staff,
  examId: number,
  className: string,
  rows: readonly ImportedRow[],
): Promise<ImportProblem[]> {
  const docs = await resultRows(staff, {
    exam: { equals: examId },
    class: { not_equals: className },
    registration: { in: rows.map((row) => row.registration) },
  })
  const taken = new Map(docs.map((doc) => [doc.registration, doc.class]))
  return rows.flatMap((row) => {
    const other = taken.get(row.registration)
    return other
      ? [
          {
            line: row.line,
            en: `Registration number ${row.registration} already belongs to a student of Class ${other} in this exam.`,
            bn: `রেজিস্ট্রেশন নম্বর ${row.registration} এই পরীক্ষায় ইতিমধ্যে শ্রেণি ${localiseDigits(other, 'bn')}-এর একজন শিক্ষার্থীর।`,
          },
        ]
      : []
  })
}
