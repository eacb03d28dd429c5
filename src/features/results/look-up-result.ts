import 'server-only'

import { RESULT_LOOKUPS } from '@/lib/api-rate-limits'
import { NotFoundError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { readSubmission, type Submission } from '@/lib/submission'
import { parseInput } from '@/lib/zod-fields'

import { MARK_SHEET_SELECT, toMarkSheet, type MarkSheet } from './dto'
import { findOpenExam } from './exams'
import { NO_RESULT_FOUND, resultLookupSchema } from './schemas'

/**
 * A family's result lookup, from the /results form or `POST results/lookup`: exam, class, roll
 * and registration number give the mark sheet. A wrong registration number and an unknown roll
 * get the same answer, and both count against the roll and the address (lib/limit-settings), so
 * a roll number alone reveals nothing (docs/decisions.md, 'Results need two facts'). An exam
 * before its publish time is unknown. One indexed read per lookup: the exams come from memory.
 */
export async function lookUpResult(
  submission: Submission,
  sender: { address: string },
): Promise<MarkSheet> {
  const input = parseInput(resultLookupSchema, await readSubmission(submission))
  const parties = {
    address: sender.address,
    account: `${input.exam_id}:${input.class}:${input.roll}`,
  }
  await RESULT_LOOKUPS.check(parties)
  const exam = await findOpenExam(input.exam_id)
  // Nothing to guess before the publish time: families refreshing then are not counted.
  if (!exam?.classes.some((row) => row.class === input.class))
    throw new NotFoundError(NO_RESULT_FOUND)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'results',
    where: {
      exam: { equals: exam.id },
      class: { equals: input.class },
      roll: { equals: input.roll },
    },
    select: MARK_SHEET_SELECT,
    limit: 1,
    depth: 0,
    pagination: false,
    // The public never reads results itself: this lookup, with its limits, is its one door.
    overrideAccess: true,
  })
  const found = docs[0]
  if (!found || found.registration !== input.registration) {
    await RESULT_LOOKUPS.failed(parties)
    throw new NotFoundError(NO_RESULT_FOUND)
  }
  return toMarkSheet(found, exam)
}
