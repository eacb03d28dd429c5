import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import { connect } from 'node:net'

/** Whether the shell finds the program `name`. */
export function onPath(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

export async function waitForPort(port: number, limitMs: number, what: string): Promise<void> {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' })
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not listen on port ${port} within ${limitMs / 1000} s.`)
}

/** A child process of this run that is stopped with `stop` (also after a failure). */
export type Service = { process: ChildProcess; stop: () => void }

export function service(command: string, args: string[], logFile: string, cwd?: string): Service {
  const log = openSync(logFile, 'a')
  const child = spawn(command, args, { stdio: ['ignore', log, log], cwd })
  closeSync(log)
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  return { process: child, stop }
}
