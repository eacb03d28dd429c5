import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

/** A command that ended on its own with a failure: its exit code, or the signal that ended it. */
export class CommandFailed extends Error {
  constructor(
    readonly command: string,
    readonly code: number | null,
    signal: NodeJS.Signals | null,
  ) {
    super(`${command} exited with ${signal ?? code}`)
  }
}

/**
 * Runs a command with inherited output; resolves on exit code 0, rejects otherwise. A stop
 * signal sent to this process (a process manager's SIGTERM, Ctrl-C) is passed on to the command,
 * so the server shuts down with it instead of living on without a parent and holding its port.
 */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    let stopping = false
    const forward = (signal: NodeJS.Signals) => {
      stopping = true
      child.kill(signal)
    }
    for (const signal of FORWARDED) process.on(signal, forward)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      for (const name of FORWARDED) process.off(name, forward)
      // Asked to stop and stopped: that is a clean end, whatever code the command chose.
      if (code === 0 || stopping) resolve()
      else reject(new CommandFailed(`${command} ${args.join(' ')}`, code, signal))
    })
  })
}

export type SuperviseOptions = {
  /** After a stop signal, the command gets this long before it is killed. */
  stopWithinMs?: number
  /** Started again at most this many times within `restartWindowMs`, then given up on. */
  maxRestarts?: number
  restartWindowMs?: number
  /** Told of each restart (the exit code or signal that ended the command). */
  onRestart?: (ending: string) => void
}

/**
 * Runs a server and keeps it running: started again when it ends without being asked (a crash,
 * or its watchdog ending a stuck event loop with SIGKILL), a second later. A stop signal is passed
 * on, and a server that has not ended `stopWithinMs` later is killed, so a stuck request or a
 * stuck thread never keeps the process manager (or the port) waiting. Resolves once stopped.
 */
export function supervise(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  {
    stopWithinMs = 10_000,
    maxRestarts = 5,
    restartWindowMs = 60_000,
    onRestart = () => undefined,
  }: SuperviseOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    let stopping = false
    let child: ChildProcess
    const restarts: number[] = []
    const forward = (signal: NodeJS.Signals) => {
      stopping = true
      child.kill(signal)
      setTimeout(() => child.kill('SIGKILL'), stopWithinMs).unref()
    }
    const done = (outcome: () => void) => {
      for (const name of FORWARDED) process.off(name, forward)
      outcome()
    }
    const start = () => {
      child = spawn(command, args, { stdio: 'inherit', env })
      child.on('error', (error) => done(() => reject(error)))
      child.on('exit', (code, signal) => {
        if (stopping || code === 0) return done(resolve)
        const now = Date.now()
        restarts.push(now)
        while (restarts[0]! < now - restartWindowMs) restarts.shift()
        const ending = signal ?? `exit code ${code}`
        if (restarts.length > maxRestarts)
          return done(() => reject(new CommandFailed(`${command} ${args.join(' ')}`, code, signal)))
        onRestart(ending)
        setTimeout(() => (stopping ? done(resolve) : start()), 1_000)
      })
    }
    for (const signal of FORWARDED) process.on(signal, forward)
    start()
  })
}

/**
 * A tool installed in this project, run directly rather than through npx, which does not pass
 * a stop signal on to what it started.
 */
export const bin = (name: 'next' | 'tsx') => path.resolve('node_modules', '.bin', name)

export const NODE_OPTIONS = '--no-deprecation'

/**
 * For scripts that run the app's server code outside Next.js (the demo seed imports results
 * through the staff's import): modules resolve as in Next.js's server bundle, where `server-only`
 * modules load.
 */
export const SERVER_CODE = '--conditions=react-server'

/**
 * Node's exit code when the entry module never finished loading with nothing left to wait on:
 * on Node 20, tsx's loader hooks now and then lose a module request of a large module graph,
 * before any code ran (scripts/lib/retry-unsettled.mjs).
 */
export const UNSETTLED_LOADING = 13

/** `tsx <args>`, run again when its module graph stalled while loading (exit 13). */
export const tsxSettled = (args: string[]): [string, string[]] => [
  process.execPath,
  [path.resolve('scripts/lib/retry-unsettled.mjs'), bin('tsx'), ...args],
]

/**
 * Migrates the database of `env` and seeds the demo content into an empty one
 * (scripts/prepare-db.ts); a preparation that stalled while loading is tried again.
 */
export function prepareDatabase(env: NodeJS.ProcessEnv): Promise<void> {
  return run(...tsxSettled([SERVER_CODE, 'scripts/prepare-db.ts']), env)
}

const preload = (file: string) => `--import=${pathToFileURL(path.resolve(file)).href}`

/**
 * For the server process: the options above, the module that tells the app the address of each
 * request's connection (scripts/lib/socket-address.mjs), which the rate limits count by, and the
 * guard that gives every request a deadline and watches the event loop (server-guard.mjs).
 */
export const SERVER_NODE_OPTIONS = [
  NODE_OPTIONS,
  preload('scripts/lib/socket-address.mjs'),
  preload('scripts/lib/server-guard.mjs'),
].join(' ')
