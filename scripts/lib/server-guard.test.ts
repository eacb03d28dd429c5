import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterEach, describe, expect, it } from 'vitest'

/**
 * A small HTTP server run with the guard loaded as the site's server is (`--import`), whose
 * routes misbehave on purpose: one never answers, one starts its answer and stalls, one holds the
 * event loop for a while, one spins on promises forever (as a render that never ends does).
 */
const FIXTURE = `
import http from 'node:http'
const server = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x')
  console.log('got ' + url.pathname)
  if (url.pathname.endsWith('/never')) return
  if (url.pathname === '/partial') return void res.write('<p>part of a page')
  if (url.pathname === '/loop') {
    return void res.end(JSON.stringify(globalThis[Symbol.for('school.event-loop')]))
  }
  if (url.pathname === '/block') {
    const end = Date.now() + Number(url.searchParams.get('ms'))
    while (Date.now() < end);
    return void res.end('done')
  }
  if (url.pathname === '/spin') {
    const again = () => Promise.resolve().then(again)
    return again()
  }
  if (url.pathname === '/slow') return void setTimeout(() => res.end('finished'), 1000)
  res.end('ok')
})
// As Next.js does on SIGTERM: stop taking connections and wait for the requests in flight.
process.on('SIGTERM', () => server.close(() => process.exit(0)))
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

const GUARD = pathToFileURL(path.resolve('scripts/lib/server-guard.mjs')).href

type Guarded = {
  url: string
  child: ChildProcessWithoutNullStreams
  log: () => string
  /** The paths of the requests the server has received, in order. */
  received: () => string[]
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>
}

const running: Guarded[] = []

async function startGuarded(env: Record<string, string> = {}): Promise<Guarded> {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-guard-'))
  const file = path.join(dir, 'server.mjs')
  writeFileSync(file, FIXTURE)
  const child = spawn(process.execPath, [`--import=${GUARD}`, file], {
    env: {
      ...process.env,
      SERVER_GUARD: '1',
      REQUEST_DEADLINE_MS: '500',
      WATCHDOG_MS: '1500',
      ...env,
    },
  })
  let stderr = ''
  child.stderr.on('data', (data: Buffer) => (stderr += String(data)))
  const exited = new Promise<Awaited<Guarded['exited']>>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  )
  const port = await new Promise<number>((resolve) =>
    child.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim()))),
  )
  let stdout = ''
  child.stdout.on('data', (data: Buffer) => (stdout += String(data)))
  const received = () => [...stdout.matchAll(/^got (\S+)$/gm)].map((match) => match[1]!)
  const guarded = { url: `http://127.0.0.1:${port}`, child, log: () => stderr, received, exited }
  running.push(guarded)
  return guarded
}

const logLines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)

afterEach(() => {
  for (const { child } of running.splice(0)) child.kill('SIGKILL')
})

describe('the server guard', () => {
  it('leaves every process but the server alone (a build, its workers, scripts)', async () => {
    const child = spawn(process.execPath, [
      `--import=${GUARD}`,
      '-e',
      "console.log(process.listenerCount('SIGTERM'), typeof globalThis[Symbol.for('school.event-loop')])",
    ])
    let output = ''
    child.stdout.on('data', (data: Buffer) => (output += String(data)))
    await new Promise((resolve) => child.on('exit', resolve))
    expect(output.trim()).toBe('0 undefined')
  })

  it('answers a request that runs past its deadline with a 503 page in the page’s language, and logs it', async () => {
    const server = await startGuarded()
    const started = Date.now()
    const answer = await fetch(`${server.url}/bn/events/never?x=1`, {
      headers: { accept: 'text/html', 'x-request-id': 'probe-12345678' },
    })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('x-request-id')).toBe('probe-12345678')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const page = await answer.text()
    expect(page).toContain('<html lang="bn">')
    expect(page).toContain('সাইটটি সময়মতো কাজটি শেষ করতে পারেনি।')
    expect(logLines(server.log())).toContainEqual(
      expect.objectContaining({
        msg: 'Request ended at its deadline',
        route: '/bn/events/never',
        requestId: 'probe-12345678',
        method: 'GET',
      }),
    )
    // The server itself goes on answering.
    expect(await (await fetch(`${server.url}/`)).text()).toBe('ok')
  })

  it('answers an API call in JSON, in English, with a request id it made', async () => {
    const server = await startGuarded()
    const answer = await fetch(`${server.url}/api/v1/never`)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('content-type')).toContain('application/json')
    const body = (await answer.json()) as { success: boolean; message: string; reference: string }
    expect(body).toMatchObject({
      success: false,
      message: 'The site could not finish this in time. Please try again in a minute.',
    })
    expect(body.reference).toBe(answer.headers.get('x-request-id'))
    expect(body.reference).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('cuts an answer that began and stalled, rather than passing part of it off as whole', async () => {
    const server = await startGuarded()
    const answer = await fetch(`${server.url}/partial`)
    expect(answer.status).toBe(200)
    await expect(answer.text()).rejects.toThrow()
  })

  it('records a turn of the event loop longer than 2 s, which /api/health reads', async () => {
    const server = await startGuarded({ WATCHDOG_MS: '20000', REQUEST_DEADLINE_MS: '30000' })
    expect(await (await fetch(`${server.url}/block?ms=2600`)).text()).toBe('done')
    const loop = (await (await fetch(`${server.url}/loop`)).json()) as {
      longestRecentMs: number
      lastBlockEndedAt: number
    }
    expect(loop.longestRecentMs).toBeGreaterThan(2_000)
    expect(Date.now() - loop.lastBlockEndedAt).toBeLessThan(5_000)
  })

  it('ends a process whose event loop is stuck, saying where it is stuck', async () => {
    const server = await startGuarded()
    const sent = Date.now()
    void fetch(`${server.url}/spin`).catch(() => undefined)
    const ending = await server.exited
    expect(ending.signal).toBe('SIGKILL')
    expect(ending.at - sent).toBeLessThan(6_000)
    const stuck = logLines(server.log()).find((line) => String(line.msg).includes('stuck'))
    expect(stuck).toMatchObject({ level: 60 })
    // Where the thread was when asked: the spinning function, or the queue that runs it.
    expect(stuck?.frames).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(again|processTicksAndRejections) /)]),
    )
  })

  it('ends within 10 s of SIGTERM with a request stuck, letting one that can finish finish', async () => {
    const server = await startGuarded({ REQUEST_DEADLINE_MS: '60000' })
    const stuck = fetch(`${server.url}/never`).catch(() => 'cut')
    const finishing = fetch(`${server.url}/slow`).then((answer) => answer.text())
    // Both are in the server's hands before it is told to stop.
    await expect
      .poll(() => server.received().sort(), { timeout: 5_000 })
      .toEqual(['/never', '/slow'])
    const sent = Date.now()
    server.child.kill('SIGTERM')
    expect(await finishing).toBe('finished')
    const ending = await server.exited
    expect(ending.at - sent).toBeLessThan(10_000)
    expect(ending.code).toBe(143)
    expect(await stuck).toBe('cut')
  }, 15_000)
})
