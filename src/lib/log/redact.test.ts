import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { REDACT_PATHS, REDACTED, scrubText } from './redact'

function capture() {
  const lines: Record<string, unknown>[] = []
  const logger = pino(
    { redact: { paths: REDACT_PATHS, censor: REDACTED } },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  )
  return { logger, lines }
}

describe('log redaction', () => {
  it('masks secrets and contact details in logged objects, a few levels deep', () => {
    const { logger, lines } = capture()
    logger.info(
      {
        email: 'parent@example.com',
        body: { password: 'hunter2-secret', phone: '01711223344', name: 'Rahim' },
        req: { headers: { authorization: 'Bearer abc.def', cookie: 'payload-token=xyz' } },
      },
      'sign-in',
    )
    const line = JSON.stringify(lines[0])
    expect(line).not.toMatch(/parent@example|hunter2|01711223344|abc\.def|payload-token=xyz/)
    expect(lines[0]).toMatchObject({ email: REDACTED, body: { name: 'Rahim', phone: REDACTED } })
  })

  it('masks e-mail addresses, phone numbers and tokens inside message text', () => {
    expect(scrubText('Reset sent to nusrat.j@example.com for +8801711223344')).toBe(
      `Reset sent to ${REDACTED} for ${REDACTED}`,
    )
    expect(scrubText('call 01911-223344 or 017 1122 3344')).not.toMatch(/\d{4}/)
    expect(scrubText('Authorization: Bearer eyJhbGciOi.x.y')).toBe(
      `Authorization: Bearer ${REDACTED}`,
    )
    expect(scrubText('Event 42 is full (50 seats) in 2026')).toBe(
      'Event 42 is full (50 seats) in 2026',
    )
  })
})
