import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'

import { bin } from '../lib/run'

/** The first port of the range that nothing on this machine listens on. */
export async function freePort(first: number, last: number): Promise<number> {
  for (let port = first; port <= last; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen({ port, host: '127.0.0.1' }, () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`No free port between ${first} and ${last}.`)
}

/**
 * What the kernel holds for the server listening on `port` (Linux, IPv4): connections not yet
 * accepted, accepted connections with bytes not yet read, and all open connections.
 */
export function kernelQueues(port: number) {
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`
  let queued = 0
  let unread = 0
  let open = 0
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, address, , state, queues] = line.trim().split(/\s+/)
    if (!address?.endsWith(local)) continue
    const waiting = parseInt(queues.split(':')[1], 16)
    // 0A: listening (its receive queue is the accept queue); 01: established.
    if (state === '0A') queued += waiting
    if (state === '01') {
      open += 1
      if (waiting > 0) unread += 1
    }
  }
  return { queued, unread, open }
}

export type Ending = { code: number | null; signal: NodeJS.Signals | null; ms: number }

export type SiteServer = {
  url: string
  port: number
  /** Starts `next start` on the port and database given and waits until it answers. */
  start: () => Promise<void>
  /** SIGKILL to the server, as a crash or the kernel's OOM killer would. */
  kill: () => Promise<void>
  /** SIGTERM to the server process, as a process manager stops it; resolves once it has exited. */
  terminate: (limitMs: number) => Promise<Ending>
  /** Kills whatever is still running (also after a failure); safe to call more than once. */
  dispose: () => void
  /** The end of the server's output, shown when something failed. */
  logTail: (lines?: number) => string
}

const START_LIMIT_MS = 90_000

/**
 * A production server (`next start`, bound to localhost, which is 127.0.0.1 here) that can be
 * crashed and started again on the same database. It is named `localhost`, not `127.0.0.1`: with
 * a loopback address Next.js takes the proxy's language rewrites for external ones and sends them
 * round again (vercel/next.js#94745).
 */
export function siteServer({
  port,
  env,
  logFile,
}: {
  port: number
  env: NodeJS.ProcessEnv
  logFile: string
}): SiteServer {
  const url = `http://127.0.0.1:${port}`
  let child: ChildProcess | null = null
  let exited: Promise<Ending> = Promise.resolve({ code: 0, signal: null, ms: 0 })

  const send = (name: NodeJS.Signals) => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(name)
  }

  const start = async () => {
    if (child && child.exitCode === null && child.signalCode === null)
      throw new Error('The server is already running.')
    const log = openSync(logFile, 'a')
    // One process, in this run's process group: a Ctrl-C or a CI job's stop reaches it too.
    const started = spawn(
      bin('next'),
      ['start', '--port', String(port), '--hostname', 'localhost'],
      {
        stdio: ['ignore', log, log],
        env,
      },
    )
    closeSync(log)
    child = started
    const since = Date.now()
    exited = new Promise((resolve) =>
      started.once('exit', (code, signal) => resolve({ code, signal, ms: Date.now() - since })),
    )
    const deadline = Date.now() + START_LIMIT_MS
    while (Date.now() < deadline) {
      if (started.exitCode !== null || started.signalCode !== null)
        throw new Error(`The server stopped while starting (exit ${started.exitCode}).`)
      const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) })
        .then((res) => res.ok)
        .catch(() => false)
      if (ok) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`The server did not answer at ${url} within ${START_LIMIT_MS / 1000} s.`)
  }

  const kill = async () => {
    send('SIGKILL')
    await exited
  }

  const terminate = async (limitMs: number) => {
    const since = Date.now()
    send('SIGTERM')
    const timeout = new Promise<null>((resolve) => setTimeout(resolve, limitMs, null).unref())
    const ending = await Promise.race([exited, timeout])
    if (ending) return { ...ending, ms: Date.now() - since }
    send('SIGKILL')
    throw new Error(`The server was still running ${limitMs / 1000} s after SIGTERM.`)
  }

  const logTail = (lines = 40) =>
    existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n') : ''

  return { url, port, start, kill, terminate, dispose: () => send('SIGKILL'), logTail }
}
