import { buildEvent } from '@seed/factories'
import { EVENT_FULL } from '@/features/events/messages'

import { query } from './database'
import {
  describeAnswers,
  isAcknowledged,
  nextVisitor,
  percentile,
  post,
  REGISTRATION_PATH,
  registrationBody,
  type StressContext,
} from './traffic'

const CAPACITY = 50
const VISITORS = 200

/**
 * 200 visitors register at the same moment for an event with 50 places: exactly 50 are stored
 * (seats 1 to 50, one each), everyone else is told the event is full, and nothing fails.
 * Returns the failed assertions.
 */
export async function loadTest({ payload, server, runId }: StressContext): Promise<string[]> {
  const event = await payload.create({
    collection: 'events',
    data: buildEvent({ name: `Science fair ${runId}`, capacity: CAPACITY }),
    context: { disableRevalidate: true },
  })
  // The crowd meets a server that has answered before, as on a real open day.
  await fetch(`${server.url}/api/v1/event?type=Event`)

  const crowd = Array.from({ length: VISITORS }, () => nextVisitor('load', runId))
  const started = performance.now()
  const answers = await Promise.all(
    crowd.map((visitor) =>
      post(server.url, REGISTRATION_PATH, visitor, registrationBody(event.id, visitor)),
    ),
  )
  const wallMs = Math.round(performance.now() - started)

  const accepted = answers.filter(isAcknowledged)
  const full = answers.filter(
    (a) => a.kind === 'answer' && a.status >= 400 && a.status < 500 && a.message === EVENT_FULL,
  )
  const errors = answers.filter((a) => !isAcknowledged(a) && !full.includes(a))
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b)
  console.log(
    `Load test: ${answers.length} requests, ${accepted.length} accepted, ${full.length} full, ` +
      `${errors.length} errors; latency p50 ${percentile(latencies, 50)} ms, ` +
      `p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1)} ms; wall time ${wallMs} ms`,
  )

  const rows = await query(payload, 'SELECT id, seat FROM event_registrations WHERE event_id = ?', [
    event.id,
  ])
  const storedIds = new Set(rows.map((row) => Number(row.id)))
  const seats = new Set(rows.map((row) => Number(row.seat)))
  const failures: string[] = []
  if (rows.length !== CAPACITY)
    failures.push(`${rows.length} registrations stored, expected exactly ${CAPACITY}`)
  if (accepted.length !== CAPACITY)
    failures.push(`${accepted.length} registrations accepted, expected ${CAPACITY}`)
  if (full.length !== VISITORS - CAPACITY)
    failures.push(`${full.length} told "${EVENT_FULL}", expected ${VISITORS - CAPACITY}`)
  if (errors.length > 0) failures.push(`${errors.length} errors, e.g. ${describeAnswers(errors)}`)
  const unstored = accepted.filter((a) => a.kind !== 'answer' || !storedIds.has(a.id ?? -1))
  if (unstored.length > 0)
    failures.push(`${unstored.length} accepted registrations are not in the database`)
  const expectedSeats = Array.from({ length: CAPACITY }, (_, i) => i + 1)
  if (seats.size !== rows.length || !expectedSeats.every((seat) => seats.has(seat)))
    failures.push(`seats are not 1 to ${CAPACITY}, one each: ${[...seats].sort((a, b) => a - b)}`)
  return failures
}
