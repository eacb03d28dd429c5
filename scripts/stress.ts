/**
 * `npm run test:stress`: the load, reunion rush, crash and shutdown tests of a production server
 * on localhost.
 * Serves the browser tests' build (.builds/e2e) when it is current, on a fresh copy of the content
 * it was rendered from; else builds into .builds/stress on a fresh, empty SQLite database. Each
 * run's database is under data/stress/; `next start` serves it on a free port between 3400 and
 * 3409, then:
 * 1. 200 visitors register at once for an event with 50 places: exactly 50 stored, the rest told
 *    the event is full, no errors;
 * 2. a reunion's last day: 300 signed-in alumni register families (1–4 people) over 60 s through
 *    `POST /api/v1/reunions/{id}/register`, several behind each of a few carrier addresses,
 *    against batch quotas and ticket limits they exceed: every request answered, one registration
 *    per member told yes, no batch or ticket over its seats, unique entry codes, the rest on the
 *    waiting list, p99 under 1 s;
 * 3. result day under attack: one address sends 3,600 wrong lookups for every roll of a class of
 *    300 within a minute while the 300 families look their children up once each: every family
 *    is answered on the first try, p99 under 1 s;
 * 4. while 50 visitors read pages, one client sends every public form's no-JavaScript post
 *    empty, wrong and hostile, and a statement that unpacks to 400 MB is uploaded: no visitor
 *    waits over 2 s or fails, the statement is refused, the server still answers;
 * 5. contact messages and registrations keep coming while the server is killed (SIGKILL) and
 *    started again several times: every acknowledged request is in the database, nothing is
 *    half-written;
 * 6. SIGTERM while requests are in flight: they all complete before the server exits;
 * 7. a school lab behind one address, on a server started with no proxy configured: 40 students
 *    sign up and sign in, all succeed; password spraying from there is stopped, with or without
 *    a rotating X-Forwarded-For.
 * `npm run test:stress -- load reunion` runs only the parts named (load, reunion, results, hostile,
 * crash, shutdown, lab). Exits non-zero on any failed check; stops its servers and removes its files in any case.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'

import { getPayload, type Payload } from 'payload'

import { serverUrlFrom } from '@/lib/server-url'

import { buildIsStale, buildSite, copyBuildData } from './lib/build-state'
import { databaseEnv } from './lib/local-server'
import { prepareDatabase, SERVER_NODE_OPTIONS } from './lib/run'
import { runChecks } from './lib/run-checks'
import { crashTest } from './stress/crash-test'
import { databaseProblems } from './stress/database'
import { loadTest } from './stress/load-test'
import { labTest } from './stress/lab-test'
import { reunionRush } from './stress/reunion-rush'
import { hostileTest } from './stress/hostile-test'
import { resultDayAttack } from './stress/result-day-attack'
import { freePort, siteServer, type SiteServer } from './stress/server'
import { shutdownTest } from './stress/shutdown-test'

const DIST_DIR = '.builds/stress'
/** The browser tests' build, served when current (it keeps the content it was rendered from). */
const SHARED_DIST_DIR = '.builds/e2e'
const PORTS = { first: 3400, last: 3409 }
/** The whole run after the build; each part is bounded on its own well below this. */
const RUN_LIMIT_MS = 12 * 60_000
const PARTS = ['load', 'reunion', 'results', 'hostile', 'crash', 'shutdown', 'lab'] as const
const chosen = process.argv.slice(2)
const unknownPart = chosen.find((part) => !(PARTS as readonly string[]).includes(part))
if (unknownPart) {
  console.error(`Unknown stress part "${unknownPart}": choose from ${PARTS.join(', ')}.`)
  process.exit(2)
}
/** Whether this run includes `part`: every part when none is named. */
const runs = (part: (typeof PARTS)[number]) => chosen.length === 0 || chosen.includes(part)

let server: SiteServer | null = null
let payload: Payload | null = null
let runDir: string | null = null
let testsStarted = 0

/** Stops what this run started and removes its files; runs on every way out. */
function cleanUp() {
  server?.dispose()
  server = null
  if (runDir) rmSync(runDir, { recursive: true, force: true })
  runDir = null
}

async function main(): Promise<string[]> {
  mkdirSync('data/stress', { recursive: true })
  runDir = mkdtempSync('data/stress/run-')
  // Lower case, as the site stores e-mail addresses.
  const runId = path.basename(runDir).slice('run-'.length).toLowerCase()
  const port = await freePort(PORTS.first, PORTS.last)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...databaseEnv(`stress/${path.basename(runDir)}`),
    NODE_ENV: 'production',
    NODE_OPTIONS: SERVER_NODE_OPTIONS,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: DIST_DIR,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    SERVER_URL: `http://127.0.0.1:${port}`,
    // Mail goes to the run's outbox, never to a mail server.
    SMTP_HOST: '',
    // The site sits behind one reverse proxy, which passes each visitor's address on.
    TRUSTED_PROXY_HOPS: '1',
    SEED_DEMO_CONTENT: 'false',
  }

  // The shared build's pages carry the browser tests' address in their links, which no part
  // here reads; what they show matches the database, a copy of the one they were rendered from.
  const shared = copyBuildData(SHARED_DIST_DIR, env)
  if (shared) {
    env.NEXT_DIST_DIR = SHARED_DIST_DIR
    console.log(`› Serving the current build in ${SHARED_DIST_DIR} from a copy of its content`)
  } else console.log(`› Fresh database in ${runDir}`)
  await prepareDatabase(env)
  if (!shared && buildIsStale(process.cwd(), DIST_DIR, serverUrlFrom(env))) {
    console.log(`› Building the site into ${DIST_DIR} (a minute or two)`)
    await buildSite(env, DIST_DIR)
  } else if (!shared) console.log(`› Reusing the current build in ${DIST_DIR}`)

  testsStarted = Date.now()
  const deadline = setTimeout(() => {
    console.error(`The stress run took longer than ${RUN_LIMIT_MS / 60_000} minutes.`)
    cleanUp()
    process.exit(1)
  }, RUN_LIMIT_MS)
  deadline.unref()

  // This process reads and writes the same database through Payload's Local API.
  for (const key of [
    'DATABASE_URL',
    'SERVER_URL',
    'OUTBOX_DIR',
    'MEDIA_DIR',
    'DOCUMENTS_DIR',
    'NEXT_DIST_DIR',
  ])
    process.env[key] = env[key]
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })

  const logFile = path.join(runDir, 'server.log')
  server = siteServer({ port, env, logFile })
  console.log(`› Serving ${server.url} (next start)`)
  await server.start()
  const context = { payload, server, runId }
  const failures: string[] = []
  try {
    if (runs('load')) failures.push(...(await loadTest(context)))
    if (runs('reunion')) failures.push(...(await reunionRush(context)))
    if (runs('results')) failures.push(...(await resultDayAttack(context)))
    if (runs('hostile')) failures.push(...(await hostileTest(context)))
    if (runs('crash')) failures.push(...(await crashTest(context)))
    if (runs('shutdown')) failures.push(...(await shutdownTest(context)))
    const { TRUSTED_PROXY_HOPS: _proxy, ...defaultEnv } = env
    const restartWithoutProxy = async () => {
      await server?.terminate(30_000).catch(() => undefined)
      server = siteServer({ port, env: defaultEnv, logFile })
      await server.start()
      return server
    }
    if (runs('lab')) failures.push(...(await labTest({ ...context, restartWithoutProxy })))
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error))
  }
  const problems = await databaseProblems(payload)
  console.log(
    problems.length === 0
      ? 'Database afterwards: integrity_check ok, no half-written or duplicate rows'
      : `Database afterwards: ${problems.join('; ')}`,
  )
  failures.push(...problems)
  if (failures.length > 0) console.log(`\nServer output (last lines):\n${server.logTail()}`)
  return failures
}

runChecks({
  main,
  cleanUp,
  beforeCleanUp: async () => {
    await payload?.db.destroy?.()
  },
  onError: () => {
    if (server) console.log(`\nServer output (last lines):\n${server.logTail()}`)
  },
  passed: () =>
    `Stress parts passed: ${PARTS.filter(runs).join(', ')} (${Math.round((Date.now() - testsStarted) / 1000)} s after the build).`,
})
