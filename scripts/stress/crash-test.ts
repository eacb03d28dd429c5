import { buildEvent } from '@seed/factories'

import { column } from './database'
import {
  type Answer,
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
  type Visitor,
} from './traffic'

const KILLS = 4
const WORKERS = ['contact', 'registration', 'contact', 'registration'] as const
const MAX_REQUESTS = 3000
const TRAFFIC_LIMIT_MS = 90_000
/** Each kill comes at a random moment after the (re)started server has stored this many. */
const ACKS_BEFORE_KILL = 10

type Sent = { form: (typeof WORKERS)[number]; visitor: Visitor; answer: Answer }

/**
 * Visitors keep sending contact messages and event registrations while the server is killed
 * with SIGKILL at random moments and started again on the same database. Every request that was
 * acknowledged with a 2xx must be in the database afterwards. Returns the failed assertions.
 */
export async function crashTest({ payload, server, runId }: StressContext): Promise<string[]> {
  const event = await payload.create({
    collection: 'events',
    data: buildEvent({ name: `Sports day ${runId}` }),
    context: { disableRevalidate: true },
  })
  const sent: Sent[] = []
  const started = Date.now()
  let stopping = false
  let acks = 0
  const worker = async (form: Sent['form']) => {
    while (!stopping && sent.length < MAX_REQUESTS && Date.now() - started < TRAFFIC_LIMIT_MS) {
      const visitor = nextVisitor(`crash-${form}`, runId)
      const answer =
        form === 'contact'
          ? await post(server.url, CONTACT_PATH, visitor, contactBody(visitor, runId), 15_000)
          : await post(
              server.url,
              REGISTRATION_PATH,
              visitor,
              registrationBody(event.id, visitor),
              15_000,
            )
      sent.push({ form, visitor, answer })
      if (isAcknowledged(answer)) acks += 1
      // While the server is down, visitors retry after a moment rather than in a tight loop.
      if (answer.kind === 'no-answer') await sleep(50)
    }
  }
  const traffic = Promise.all(WORKERS.map(worker))
  let kills = 0
  try {
    while (kills < KILLS) {
      const before = acks
      await until(
        () => acks >= before + ACKS_BEFORE_KILL,
        30_000,
        `the server stored fewer than ${ACKS_BEFORE_KILL} requests in 30 s after starting`,
      )
      await sleep(Math.random() * 2000)
      await server.kill()
      kills += 1
      await sleep(Math.random() * 500)
      await server.start()
    }
    // Requests stored after the last restart show the site works on the recovered database.
    const before = acks
    await until(
      () => acks >= before + ACKS_BEFORE_KILL,
      30_000,
      `the server stored fewer than ${ACKS_BEFORE_KILL} requests in 30 s after the last restart`,
    )
  } finally {
    stopping = true
    await traffic
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)

  const subjects = await column(payload, 'SELECT subject FROM contact_messages')
  const emails = await column(payload, 'SELECT email FROM event_registrations WHERE event_id = ?', [
    event.id,
  ])
  const stored = ({ form, visitor }: Sent) =>
    form === 'contact' ? subjects.has(contactSubject(visitor, runId)) : emails.has(visitor.email)
  const acknowledged = sent.filter((s) => isAcknowledged(s.answer))
  const found = acknowledged.filter(stored)
  const refused = sent.filter((s) => s.answer.kind === 'no-answer')
  const unanswered = refused.filter(stored)
  const failed = sent.filter((s) => s.answer.kind !== 'no-answer' && !isAcknowledged(s.answer))
  const lost = acknowledged.length - found.length
  console.log(
    `Crash test: ${sent.length} requests sent, ${acknowledged.length} acknowledged (2xx), ` +
      `${refused.length} refused or cut off while down, ${found.length} found after restart, ` +
      `${lost} lost, ${failed.length} failed answers, ${kills} kills in ${seconds} s ` +
      `(${unanswered.length} stored although their answer was cut off)`,
  )

  const failures: string[] = []
  if (lost > 0) failures.push(`${lost} acknowledged requests are not in the database`)
  if (failed.length > 0)
    failures.push(
      `${failed.length} answers were neither 2xx nor a closed connection, e.g. ${describeAnswers(failed.map((s) => s.answer))}`,
    )
  if (kills !== KILLS) failures.push(`${kills} kills, expected ${KILLS}`)
  // Without requests meeting the server down the kills would not have been tested.
  if (refused.length === 0) failures.push('no request met the server while it was down')
  return failures
}
