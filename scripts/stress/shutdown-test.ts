import { buildEvent } from '@seed/factories'

import { column } from './database'
import { kernelQueues } from './server'
import {
  CONTACT_PATH,
  contactBody,
  contactSubject,
  describeAnswers,
  isAcknowledged,
  nextVisitor,
  post,
  REGISTRATION_PATH,
  registrationBody,
  sleep,
  type StressContext,
  until,
} from './traffic'

const REQUESTS = 40
/** How long after SIGTERM the visitors' uploads are still under way. */
const UPLOAD_AFTER_SIGNAL_MS = 1000
const EXIT_LIMIT_MS = 30_000

/**
 * SIGTERM, as a process manager sends on a deploy, while 40 visitors are still uploading their
 * contact messages and registrations: the server finishes receiving them, stores each and answers
 * 2xx before it exits. Stops the server. Returns the failed assertions.
 */
export async function shutdownTest({ payload, server, runId }: StressContext): Promise<string[]> {
  const event = await payload.create({
    collection: 'events',
    data: buildEvent({ name: `Prize giving ${runId}` }),
    context: { disableRevalidate: true },
  })
  let finishUploads = () => {}
  const uploadsFinished = new Promise<void>((resolve) => (finishUploads = resolve))
  // Half of the body now, the rest once the signal has been sent.
  const slowBody = (body: Record<string, unknown>) => {
    const bytes = new TextEncoder().encode(JSON.stringify(body))
    const half = Math.floor(bytes.length / 2)
    return new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(bytes.slice(0, half)),
      pull: async (controller) => {
        await uploadsFinished
        controller.enqueue(bytes.slice(half))
        controller.close()
      },
    })
  }
  const visitors = Array.from({ length: REQUESTS }, (_, i) =>
    nextVisitor(i % 2 ? 'term-registration' : 'term-contact', runId),
  )
  const requests = visitors.map((visitor, i) =>
    i % 2
      ? post(server.url, REGISTRATION_PATH, visitor, slowBody(registrationBody(event.id, visitor)))
      : post(server.url, CONTACT_PATH, visitor, slowBody(contactBody(visitor, runId))),
  )
  // The server has accepted every connection and read all that was sent: each request is its own.
  await until(
    () => {
      const { queued, unread, open } = kernelQueues(server.port)
      return queued === 0 && unread === 0 && open >= REQUESTS
    },
    15_000,
    'the server did not take the requests within 15 s',
  )
  const exit = server.terminate(EXIT_LIMIT_MS)
  exit.catch(() => {}) // awaited below, once the answers are in
  await sleep(UPLOAD_AFTER_SIGNAL_MS)
  finishUploads()
  const answers = await Promise.all(requests)
  const ending = await exit

  const subjects = await column(payload, 'SELECT subject FROM contact_messages')
  const emails = await column(payload, 'SELECT email FROM event_registrations WHERE event_id = ?', [
    event.id,
  ])
  const storedCount = visitors.filter((visitor, i) =>
    i % 2 ? emails.has(visitor.email) : subjects.has(contactSubject(visitor, runId)),
  ).length
  const completed = answers.filter(isAcknowledged)
  const how = ending.signal ?? `exit code ${ending.code}`
  console.log(
    `Graceful shutdown: SIGTERM while ${REQUESTS} requests were still uploading; ` +
      `${completed.length} completed with 2xx, ${storedCount} stored; ` +
      `the server exited ${ending.ms} ms after the signal (${how})`,
  )

  const failures: string[] = []
  if (completed.length !== REQUESTS)
    failures.push(
      `${REQUESTS - completed.length} requests under way at SIGTERM did not complete with a 2xx, ` +
        `e.g. ${describeAnswers(answers.filter((a) => !isAcknowledged(a)))}`,
    )
  if (storedCount !== REQUESTS)
    failures.push(`${REQUESTS - storedCount} requests under way at SIGTERM are not stored`)
  return failures
}
