import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { loggerOptions } from './logger'
import { REDACTED } from './redact'
import { requestIdFor } from './request-id'

function capture() {
  const lines: Record<string, unknown>[] = []
  const logger = pino(loggerOptions(), { write: (line: string) => lines.push(JSON.parse(line)) })
  return { logger, lines }
}

describe('the app logger', () => {
  it('writes one JSON object per line with an ISO time, a level and the request id', () => {
    const { logger, lines } = capture()
    logger.child({ reqId: 'req-12345678' }).info({ route: '/api/v1/login' }, 'signed in')
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'req-12345678',
      route: '/api/v1/login',
      msg: 'signed in',
    })
    expect(String(lines[0].time)).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('masks contact details in Payload-style entries, messages and errors', () => {
    const { logger, lines } = capture()
    logger.error({
      msg: 'No account for guardian@example.com',
      err: new Error('Duplicate key: phone 01711223344 for guardian@example.com'),
      data: { email: 'guardian@example.com', password: 'secret-pass' },
    })
    logger.warn('Reset requested by %s', 'guardian@example.com')
    const text = lines.map((line) => JSON.stringify(line)).join('\n')
    expect(text).not.toMatch(/guardian@example\.com|01711223344|secret-pass/)
    expect(lines[0]).toMatchObject({ msg: `No account for ${REDACTED}` })
    expect((lines[0].err as { stack: string }).stack).toContain('Duplicate key')
  })

  it("keeps a failed e-mail job's message out of Payload's error entry", () => {
    const { logger, lines } = capture()
    const input = {
      to: 'member@example.com',
      text: 'Open http://localhost:3000/reset-password?token=abc123secret',
    }
    const job = { id: 7, input, log: [{ input }], taskStatus: { sendEmail: { 1: { input } } } }
    const err = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), {
      args: { input, job },
    })
    logger.error({ err, job, msg: 'Error running task 1. Attempt 1/8', taskSlug: 'sendEmail' })
    const text = JSON.stringify(lines[0])
    expect(text).not.toMatch(/member@example|abc123secret/)
    expect(lines[0]).toMatchObject({ job: { id: 7 }, taskSlug: 'sendEmail' })
    expect((lines[0].err as { message: string }).message).toContain('ECONNREFUSED')
  })
})

describe('request ids', () => {
  it('keeps a plausible id from the load balancer and replaces anything else', () => {
    expect(requestIdFor(new Headers({ 'x-request-id': 'a1b2c3d4e5f6' }))).toBe('a1b2c3d4e5f6')
    const forged = requestIdFor(new Headers({ 'x-request-id': 'x"}{"level":60' }))
    expect(forged).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestIdFor(new Headers())).not.toBe(requestIdFor(new Headers()))
  })
})
