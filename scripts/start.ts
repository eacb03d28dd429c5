/**
 * `npm start`: writes .env on first run, migrates and seeds the database, builds when there is
 * no current build, then serves the site on http://localhost:3000 (PORT to change).
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'

import nextEnv from '@next/env'

import { ensureEnvFile } from './ensure-env'
import { buildIsStale, buildSite } from './lib/build-state'
import { bin, NODE_OPTIONS, prepareDatabase, SERVER_NODE_OPTIONS, supervise } from './lib/run'
import { JOB_RUNNER_HEADER, JOB_RUNNER_INTERVAL_MS } from '@/lib/job-runner'
import { serverUrlFrom } from '@/lib/server-url'

/** The SQLite file behind a `file:` DATABASE_URL, or null for Postgres. */
function sqliteFile(url: string | undefined): string | null {
  const value = url ?? 'file:./data/school.db'
  return value.startsWith('file:') ? value.slice('file:'.length) : null
}

/** One line saying where the site is served, and what happens at other addresses. */
function servingLine(port: string, serverUrl: string, extra = ''): string {
  const also = extra
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  return (
    `› Serving ${serverUrl} (admin at /admin) from port ${port}` +
    (also.length > 0 ? `, also at ${also.join(', ')}` : '') +
    '; a page asked for at any other address is sent to ' +
    `${serverUrl} (SERVER_URL and EXTRA_SERVER_URLS in .env change this)`
  )
}

async function main() {
  const created = ensureEnvFile()
  if (created !== 'present') console.log(`› .env ${created} with a new random PAYLOAD_SECRET`)
  nextEnv.loadEnvConfig(process.cwd())
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    NODE_OPTIONS,
    NEXT_TELEMETRY_DISABLED: '1',
  }

  const dbFile = sqliteFile(process.env.DATABASE_URL)
  const freshDatabase = dbFile !== null && !existsSync(dbFile)

  console.log('› Preparing the database (migrations, and demo content on first run)')
  await prepareDatabase(env)

  // Pages are rendered at build time, so a new database needs a new build.
  if (freshDatabase || buildIsStale()) {
    console.log('› Building the site (a minute or two)')
    await buildSite(env)
  }

  const port = process.env.PORT ?? '3000'
  // Publishes what staff scheduled and retries queued e-mail, once a minute, through the server.
  const token = randomBytes(32).toString('hex')
  const runDueJobs = () =>
    fetch(`http://127.0.0.1:${port}/api/payload-jobs/run?queue=default&limit=20`, {
      headers: { [JOB_RUNNER_HEADER]: token },
    }).catch(() => undefined) // not listening yet, or restarting: the next minute tries again
  const runner = setInterval(runDueJobs, JOB_RUNNER_INTERVAL_MS)
  runner.unref()

  console.log(servingLine(port, serverUrlFrom(), process.env.EXTRA_SERVER_URLS))
  await supervise(
    bin('next'),
    // Idle connections stay open a minute: a client that reuses one just as the server closes it
    // (Node's default is 5 s) gets a reset instead of its answer. nginx closes its own first.
    ['start', '--port', port, '--keepAliveTimeout', '65000'],
    { ...env, NODE_OPTIONS: SERVER_NODE_OPTIONS, JOB_RUNNER_TOKEN: token },
    { onRestart: (ending) => console.log(`› The server stopped (${ending}); starting it again`) },
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
