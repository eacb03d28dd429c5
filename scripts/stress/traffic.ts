import type { Payload } from 'payload'

import { buildContactMessage, buildEventRegistration } from '@seed/factories'

import type { SiteServer } from './server'

export const REGISTRATION_PATH = '/api/v1/event-registration/store'
export const CONTACT_PATH = '/api/v1/contact_us/store'

/** One person of the crowd: an address and an e-mail that no one else in the run has. */
export type Visitor = { address: string; email: string; n: number }

let visitors = 0

/**
 * A new visitor. The address reaches the site in X-Forwarded-For, as the reverse proxy in front
 * of it would pass it on, so the per-address limits count each visitor on their own.
 */
export function nextVisitor(tag: string, runId: string): Visitor {
  visitors += 1
  const n = visitors
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  return { address, email: `${tag}-${n}-${runId}@example.com`, n }
}

/** The body a visitor's browser or app sends to register for an event. */
export function registrationBody(eventId: number, visitor: Visitor) {
  const { event: _event, ...fields } = buildEventRegistration(eventId, { email: visitor.email })
  return { ...fields, event_id: eventId }
}

/** A contact message whose subject names the visitor, so it can be found again. */
export function contactBody(visitor: Visitor, runId: string) {
  return buildContactMessage({
    email: visitor.email,
    subject: contactSubject(visitor, runId),
    message: `Message ${visitor.n}: when does admission open for class six?`,
  })
}

export const contactSubject = (visitor: Visitor, runId: string) =>
  `Question ${visitor.n} of run ${runId}`

export type Answer =
  | { kind: 'answer'; status: number; message: string; id?: number; ms: number }
  /** No answer came: the connection was refused or cut (the server was down or went down). */
  | { kind: 'no-answer'; reason: string; ms: number }
  | { kind: 'timeout'; ms: number }

/**
 * One JSON POST from `visitor` (a body object, or its text as a stream), with any further
 * `headers` (a member's token); never throws.
 */
export async function post(
  url: string,
  path: string,
  visitor: Visitor,
  body: Record<string, unknown> | ReadableStream<Uint8Array>,
  timeoutMs = 30_000,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now()
  const ms = () => Math.round(performance.now() - started)
  try {
    const res = await fetch(url + path, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'x-forwarded-for': visitor.address,
      },
      body: body instanceof ReadableStream ? body : JSON.stringify(body),
      // A streamed body is sent as it comes, the way a slow connection uploads.
      duplex: 'half',
      signal: AbortSignal.timeout(timeoutMs),
    } as RequestInit)
    const text = await res.text()
    let message = text.slice(0, 200)
    let id: number | undefined
    try {
      const json = JSON.parse(text) as { message?: string; data?: { id?: number } }
      message = json.message ?? ''
      id = json.data?.id
    } catch {
      // Not JSON (an HTML error page): the start of the text is the message.
    }
    return { kind: 'answer', status: res.status, message, id, ms: ms() }
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      return { kind: 'timeout', ms: ms() }
    const cause =
      error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined
    return { kind: 'no-answer', reason: cause?.code ?? String(error), ms: ms() }
  }
}

export const isAcknowledged = (answer: Answer) =>
  answer.kind === 'answer' && answer.status >= 200 && answer.status < 300

/** The unexpected answers in short, each kind once. */
export function describeAnswers(answers: Answer[]): string {
  const kinds = new Set(
    answers.map((a) =>
      a.kind === 'answer'
        ? `${a.status} "${a.message}"`
        : a.kind === 'timeout'
          ? 'timeout'
          : a.reason,
    ),
  )
  return [...kinds].slice(0, 5).join(', ')
}

/** The value below which `p` percent of the sorted values fall (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/** What every part of the stress run works with. */
export type StressContext = {
  payload: Payload
  server: SiteServer
  /** Tells this run's visitors, e-mails and events apart from any other. */
  runId: string
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `done()` holds; throws `message` after `limitMs`. */
export async function until(done: () => boolean, limitMs: number, message: string) {
  const deadline = Date.now() + limitMs
  while (!done()) {
    if (Date.now() > deadline) throw new Error(message)
    await sleep(50)
  }
}
