import { spawn } from 'node:child_process'
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
 * Node's exit code when the entry module never finished evaluating and nothing was left to wait
 * on. scripts/prepare-db.ts and what it imports have no top-level await (a database lock fails
 * with SQLITE_BUSY, exit 1; the job runner is started later, by another process), so this is the
 * module graph stalling while tsx's loader hooks load it, now and then, before any code ran.
 */
export const UNSETTLED_LOADING = 13

/**
 * Migrates the database of `env` and seeds the demo content into an empty one
 * (scripts/prepare-db.ts); a preparation that stalled while loading is tried once more.
 */
export async function prepareDatabase(env: NodeJS.ProcessEnv): Promise<void> {
  const prepare = () => run(bin('tsx'), [SERVER_CODE, 'scripts/prepare-db.ts'], env)
  try {
    await prepare()
  } catch (error) {
    if (!(error instanceof CommandFailed && error.code === UNSETTLED_LOADING)) throw error
    console.log(
      '› Preparing the database stopped while loading its code (exit 13, nothing written); trying once more',
    )
    await prepare()
  }
}

/**
 * For the server process: the options above, and the module that tells the app the address of
 * each request's connection (scripts/lib/socket-address.mjs), which the rate limits count by.
 */
export const SERVER_NODE_OPTIONS = `${NODE_OPTIONS} --import=${pathToFileURL(path.resolve('scripts/lib/socket-address.mjs')).href}`
