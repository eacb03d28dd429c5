import { documentTask } from '@/lib/document-task'

export const PUBLISH_EXAM_TASK = 'publishExamResults'

/**
 * Marks a ready exam published once its publish time has come, with nobody at the office: its
 * change redraws the results page and empties the API's kept answers, so the exam is offered
 * the moment the job runner gets to it (results open at the publish time in any case).
 */
export const publishExamTask = documentTask<'publishExamResults'>(
  PUBLISH_EXAM_TASK,
  'Publish exam results',
  'exam',
  async ({ input, req }) => {
    const exam = await req.payload
      // The job runner acts for the office, with nobody signed in.
      .findByID({ collection: 'exams', id: input.exam, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    // Withdrawn, already published, deleted, or moved later (its change queued a new job).
    if (!exam || exam.status !== 'scheduled' || new Date(exam.publish_at) > new Date())
      return { output: {} }
    await req.payload.update({
      collection: 'exams',
      id: exam.id,
      data: { status: 'published' },
      depth: 0,
      // As above: the office set it Ready; the runner carries that out at the publish time.
      overrideAccess: true,
      req,
    })
    return { output: {} }
  },
)
