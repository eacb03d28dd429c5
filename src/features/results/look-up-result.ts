import 'server-only'

import { RESULT_LOOKUPS } from '@/lib/api-rate-limits'
import { NotFoundError } from '@/lib/errors'
import { keptReads } from '@/lib/kept-reads'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { readSubmission, type Submission } from '@/lib/submission'
import { parseInput } from '@/lib/zod-fields'

import { MARK_SHEET_SELECT, toMarkSheet, type MarkSheet } from './dto'
import { findOpenExam, type ReadyExam } from './exams'
import { MAX_IMPORT_ROWS } from './import/check-import'
import { NO_RESULT_FOUND, resultLookupSchema, type ResultLookup } from './schemas'

/** A class's results as a lookup reads them: what a mark sheet shows, by roll. */
const classResults = keptReads(
  async (key) => {
    const [exam, className] = key.split(':')
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'results',
      where: { exam: { equals: Number(exam) }, class: { equals: className } },
      select: MARK_SHEET_SELECT,
      depth: 0,
      limit: MAX_IMPORT_ROWS,
      pagination: false,
      // The public never reads results itself: this lookup, with its limits, is its one door.
      overrideAccess: true,
    })
    return new Map(docs.map((doc) => [doc.roll, doc]))
  },
  // Result day's crowd asks for a few classes at once; a school has a few dozen at most.
  { keepMs: 10_000, maxKeys: 60 },
)

/**
 * The exam's second fact, when it asks for one: the date of birth or printed PIN typed agrees
 * with the one imported. A missing one is as wrong as a wrong one.
 */
function secondFactAgrees(
  exam: ReadyExam,
  found: { birth_date?: string | null; pin?: string | null },
  input: ResultLookup,
): boolean {
  if (exam.secondFact === 'birth_date')
    return Boolean(input.birth_date) && input.birth_date === found.birth_date
  if (exam.secondFact === 'pin') return Boolean(input.pin) && input.pin === found.pin
  return true
}

/** Who looks a result up: their address, and their browser's device id when it has one. */
export type LookupSender = { address: string; device?: string | null }

/** The name failures are counted under: the browser when it has a device id, else the address. */
export const guesserOf = ({ address, device }: LookupSender) =>
  device ? `device:${device}` : `address:${address}`

/**
 * A family's result lookup, from the /results form or `POST results/lookup`: exam, class, roll
 * and registration number (and the date of birth or printed PIN, when the exam asks for one) give
 * the mark sheet. A wrong registration number and an unknown roll
 * get the same answer, and both count against the guesser (its browser, or its address) for
 * that roll and overall (lib/limit-settings), never against the roll itself: whoever guesses
 * wrong, the right numbers are answered. A roll number alone reveals nothing (docs/decisions.md,
 * 'Results need two facts'). An exam before its publish time is unknown. Lookups read memory:
 * the exams, and each class's results with one indexed read, are kept for at most 10 s and
 * dropped whenever staff change anything.
 */
export async function lookUpResult(
  submission: Submission,
  sender: LookupSender,
): Promise<MarkSheet> {
  const input = parseInput(resultLookupSchema, await readSubmission(submission))
  const guesser = guesserOf(sender)
  const parties = {
    address: guesser,
    account: `${input.exam_id}:${input.class}:${input.roll}@${guesser}`,
  }
  await RESULT_LOOKUPS.check(parties)
  const exam = await findOpenExam(input.exam_id)
  // Nothing to guess before the publish time: families refreshing then are not counted.
  if (!exam?.classes.some((row) => row.class === input.class))
    throw new NotFoundError(NO_RESULT_FOUND)
  const found = (await classResults(`${exam.id}:${input.class}`)).get(input.roll)
  if (
    !found ||
    found.registration !== input.registration ||
    !secondFactAgrees(exam, found, input)
  ) {
    await RESULT_LOOKUPS.failed(parties)
    throw new NotFoundError(NO_RESULT_FOUND)
  }
  return toMarkSheet(found, exam)
}
