/**
 * `npm test`'s last step: the integration suite and the browser suite at the same time. Each runs
 * its files one at a time, so on a machine of two or more cores the pair takes about as long as
 * the browser suite alone. The integration suite runs at a lower priority, so the browser tests'
 * timing is the one that stays as it would be alone. Its output is kept and printed as one block
 * when it ends; the browser suite's is shown as it runs. Exits 1 if either suite fails.
 */
import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'
import path from 'node:path'

type Suite = { name: string; command: string; args: string[]; background: boolean }

const SUITES: Suite[] = [
  { name: 'integration', command: 'vitest', args: ['run', '--project', 'int'], background: true },
  { name: 'browser', command: 'playwright', args: ['test'], background: false },
]

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

function runSuite({ name, command, args, background }: Suite): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(path.resolve('node_modules', '.bin', command), args, {
      stdio: background ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    const output: Buffer[] = []
    if (background) {
      if (child.pid) setPriority(child.pid, 10)
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
      console.log(`› The ${name} tests run alongside; their output follows when they end.`)
    }
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    for (const signal of FORWARDED) process.on(signal, forward)
    child.on('exit', (code, signal) => {
      for (const s of FORWARDED) process.off(s, forward)
      if (background) {
        console.log(`\n===== ${name} tests =====`)
        process.stdout.write(Buffer.concat(output))
        console.log(`===== end of the ${name} tests (${signal ?? `exit ${code}`}) =====\n`)
      }
      resolve(code === 0)
    })
    child.on('error', (error) => {
      console.error(`${name} tests could not start: ${error.message}`)
      resolve(false)
    })
  })
}

const results = await Promise.all(SUITES.map(runSuite))
const failed = SUITES.filter((_, i) => !results[i]).map((suite) => suite.name)
if (failed.length > 0) {
  console.error(`FAILED: the ${failed.join(' and the ')} tests`)
  process.exit(1)
}
