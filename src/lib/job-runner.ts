import { createHash, timingSafeEqual } from 'node:crypto'

/**
 * Scheduled publishing and e-mail retries run as Payload jobs. `npm start` calls the jobs
 * endpoint every minute with a token it made for this server process (scripts/start.ts), so the
 * publish runs inside a request and the cached pages are refreshed, as when staff press Publish.
 */
export const JOB_RUNNER_HEADER = 'x-job-runner-token'
export const JOB_RUNNER_INTERVAL_MS = 60_000

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Whether the request carries the token of this server's job runner. The token is read when asked,
 * not through lib/env: it is made per server process, not configured.
 */
export function isJobRunner(headers: Headers, expected = process.env.JOB_RUNNER_TOKEN): boolean {
  const given = headers.get(JOB_RUNNER_HEADER)
  if (!expected || !given) return false
  return timingSafeEqual(digest(given), digest(expected))
}
