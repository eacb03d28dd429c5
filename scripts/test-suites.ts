/**
 * `npm test`'s last step: the integration suite and the browser suite at the same time. Each runs
 * its files one at a time, so on a machine of two or more cores the pair takes about as long as
 * the browser suite alone. The integration suite runs at a lower priority, so the browser tests'
 * timing is the one that stays as it would be alone. Its output is kept and printed as one block
 * when it ends; the browser suite's is shown as it runs. Exits 1 if any suite fails.
 *
 * With TEST_POSTGRES_URL (as `.ci/run` sets it), the integration suite then runs a second time in
 * the same background turn, on Postgres, Redis and S3-compatible storage.
 */
import { spawn } from 'node:child_process'
import { setPriority } from 'node:os'
import path from 'node:path'

type Suite = {
  name: string
  command: string
  args: string[]
  background: boolean
  env?: Record<string, string>
}

const INTEGRATION_ARGS = ['run', '--project', 'int*']
const postgresUrl = process.env.TEST_POSTGRES_URL

/** Run one after another, beside the browser suite. */
const BACKGROUND: Suite[] = [
  { name: 'integration', command: 'vitest', args: INTEGRATION_ARGS, background: true },
  ...(postgresUrl
    ? [
        {
          name: 'Postgres integration',
          command: 'vitest',
          args: INTEGRATION_ARGS,
          background: true,
          env: {
            DATABASE_URL: postgresUrl,
            TEST_REPORT_NAME: 'int-postgres',
            TEST_OBJECT_STORAGE: 's3',
          },
        },
      ]
    : []),
]
const BROWSER: Suite = { name: 'browser', command: 'playwright', args: ['test'], background: false }

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

function runSuite({ name, command, args, background, env }: Suite): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(path.resolve('node_modules', '.bin', command), args, {
      stdio: background ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
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
      const took = `${Math.round((Date.now() - started) / 1000)} s`
      if (background) {
        console.log(`\n===== ${name} tests =====`)
        process.stdout.write(Buffer.concat(output))
        console.log(`===== end of the ${name} tests (${signal ?? `exit ${code}`}, ${took}) =====\n`)
      } else console.log(`› The ${name} tests took ${took}.`)
      resolve(code === 0)
    })
    child.on('error', (error) => {
      console.error(`${name} tests could not start: ${error.message}`)
      resolve(false)
    })
  })
}

/** Runs `suites` one after another (each whatever the last gave); one result per suite. */
async function inTurn(suites: Suite[]): Promise<boolean[]> {
  const results: boolean[] = []
  for (const suite of suites) results.push(await runSuite(suite))
  return results
}

const [background, browser] = await Promise.all([inTurn(BACKGROUND), runSuite(BROWSER)])
const results = [...background, browser]
const failed = [...BACKGROUND, BROWSER].filter((_, i) => !results[i]).map((suite) => suite.name)
if (failed.length > 0) {
  console.error(`FAILED: the ${failed.join(' and the ')} tests`)
  process.exit(1)
}
