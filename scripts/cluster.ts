/**
 * `npm run test:cluster`: the site as several machines run it. A throwaway Postgres database,
 * Redis (shared page cache), an S3-compatible store for uploads (s3rver), two production
 * instances (A and B) sharing all three, and nginx in front with deploy/nginx.conf. Then it
 * proves, printing the figures:
 * 1. pages and API answer through nginx, which spreads requests over both instances;
 * 2. a news title changed through A appears on B's cached page (and how fast), and through
 *    nginx's page cache within 5 s;
 * 3. nginx keeps public pages for the anonymous only, never a signed-in visit or a per-request page;
 * 4. a picture uploaded through A is served by B from the bucket, and nothing is on local disk;
 * 5. the contact form's per-address limit holds across A and B together;
 * 6. killing A (SIGKILL) loses no request through nginx.
 * Serves the browser tests' build when current (see SHARED_DIST_DIR), else builds its own.
 * Needs redis-server, nginx and Postgres installed (it installs nothing); stops everything it
 * started and drops its database on every way out, also on failure or Ctrl-C.
 */
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { DEMO_ACCOUNTS } from '@seed/demo/accounts'
import { serverUrlFrom } from '@/lib/server-url'

import {
  balancerServesBoth,
  cacheKeepsOnlyPublicPages,
  publishReachesOtherInstance,
  rateLimitSpansInstances,
  survivesKilledInstance,
  uploadServedByOtherInstance,
  type Cluster,
} from './cluster/checks'
import {
  fileTail,
  requireBinaries,
  startObjectStore,
  startRedis,
  type ObjectStore,
  throwawayDatabase,
  type ThrowawayDatabase,
} from './cluster/services'
import { buildIsStale, buildSite } from './lib/build-state'
import { startNginx } from './lib/nginx'
import { type Service } from './lib/processes'
import { prepareDatabase, SERVER_NODE_OPTIONS } from './lib/run'
import { runChecks } from './lib/run-checks'
import { freePort, siteServer, type SiteServer } from './stress/server'

const DIST_DIR = '.builds/cluster'
/**
 * The browser tests' build, served when current. With Redis the instances' page cache starts
 * empty (its keys carry the build's id), so every page is rendered from this run's database on
 * its first visit, whichever database the build's own pages came from.
 */
const SHARED_DIST_DIR = '.builds/e2e'
const PORTS = { first: 3500, last: 3520 }
/** A role that may create databases; `.ci/run` makes it. */
const ADMIN_URL =
  process.env.CLUSTER_ADMIN_DATABASE_URL ?? 'postgres://school_ci:school_ci@127.0.0.1:5432/postgres'
/** The checks after the build; each is bounded on its own well below this. */
const RUN_LIMIT_MS = 5 * 60_000

let runDir: string | null = null
let database: ThrowawayDatabase | null = null
const services: Service[] = []
let objectStore: ObjectStore | null = null
const instances: SiteServer[] = []
let testsStarted = 0

/** Stops what this run started and removes its files; runs on every way out. */
function cleanUp() {
  for (const instance of instances.splice(0)) instance.dispose()
  for (const started of services.splice(0)) started.stop()
  // In this process; its last requests end with it.
  void objectStore?.stop()
  objectStore = null
  database?.drop()
  database = null
  if (runDir) rmSync(runDir, { recursive: true, force: true })
  runDir = null
}

/** Ports in 3500–3520 that nothing listens on, each different. */
async function ports(count: number): Promise<number[]> {
  const taken: number[] = []
  let first = PORTS.first
  while (taken.length < count) {
    const port = await freePort(first, PORTS.last)
    taken.push(port)
    first = port + 1
  }
  return taken
}

async function main(): Promise<string[]> {
  requireBinaries()
  runDir = mkdtempSync(path.join(tmpdir(), 'school-cluster-'))
  // nginx's worker processes (an unprivileged user when run as root) write temp files here.
  chmodSync(runDir, 0o755)
  const runId = path.basename(runDir).slice('school-cluster-'.length).toLowerCase()
  const [redisPort, portA, portB, balancerPort] = await ports(4)
  const balancer = `http://127.0.0.1:${balancerPort}`

  database = throwawayDatabase(ADMIN_URL, `school_cluster_${runId}`)
  console.log(`› Throwaway database school_cluster_${runId}`)
  services.push(await startRedis(redisPort, path.join(runDir, 'redis')))
  console.log(`› Redis on port ${redisPort}`)
  objectStore = await startObjectStore(path.join(runDir, 's3'))
  console.log(`› S3-compatible store (s3rver) at ${objectStore.env.S3_ENDPOINT}`)

  for (const dir of ['media', 'documents', 'outbox']) mkdirSync(path.join(runDir, dir))
  const shared = !buildIsStale(process.cwd(), SHARED_DIST_DIR, null)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NODE_OPTIONS: SERVER_NODE_OPTIONS,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: shared ? SHARED_DIST_DIR : DIST_DIR,
    DATABASE_URL: database.url,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    // Uploads (the seed's pictures too) go to the bucket; the folders below stay empty.
    ...objectStore.env,
    // Every instance signs and checks sessions with the same secret.
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SERVER_URL: balancer,
    // The checks also ask each instance directly, as nginx does.
    EXTRA_SERVER_URLS: `http://127.0.0.1:${portA},http://127.0.0.1:${portB}`,
    MEDIA_DIR: path.join(runDir, 'media'),
    DOCUMENTS_DIR: path.join(runDir, 'documents'),
    OUTBOX_DIR: path.join(runDir, 'outbox'),
    SMTP_HOST: '',
    TRUSTED_PROXY_HOPS: '1',
    LOG_FORMAT: 'json',
  }

  console.log('› Migrating and seeding (once, for both instances)')
  await prepareDatabase(env)
  if (shared) console.log(`› Serving the current build in ${SHARED_DIST_DIR}`)
  else if (buildIsStale(process.cwd(), DIST_DIR, serverUrlFrom(env))) {
    console.log(`› Building the site into ${DIST_DIR} (a few minutes)`)
    await buildSite(env, DIST_DIR)
  } else console.log(`› Reusing the current build in ${DIST_DIR}`)

  testsStarted = Date.now()
  const deadline = setTimeout(() => {
    console.error(`The cluster checks took longer than ${RUN_LIMIT_MS / 60_000} minutes.`)
    cleanUp()
    process.exit(1)
  }, RUN_LIMIT_MS)
  deadline.unref()

  const a = siteServer({ port: portA, env, logFile: path.join(runDir, 'a.log') })
  const b = siteServer({ port: portB, env, logFile: path.join(runDir, 'b.log') })
  instances.push(a, b)
  await Promise.all([a.start(), b.start()])
  console.log(`› Instances A ${a.url} and B ${b.url}`)
  services.push(await startNginx(balancerPort, [portA, portB], path.join(runDir, 'nginx')))
  console.log(`› nginx ${balancer} (deploy/nginx.conf)`)

  const cluster: Cluster = {
    balancer,
    a,
    b,
    staff: DEMO_ACCOUNTS.admin,
    runId,
    mediaDir: path.join(runDir, 'media'),
  }
  const failures: string[] = []
  const checks = [
    ['Pages and API through nginx', balancerServesBoth],
    ['Publish on A, read on B', publishReachesOtherInstance],
    ["nginx's page cache keeps only public pages", cacheKeepsOnlyPublicPages],
    ['Upload on A, served by B from the bucket', uploadServedByOtherInstance],
    ['Rate limit across instances', rateLimitSpansInstances],
    ['Instance A killed', survivesKilledInstance],
  ] as const
  for (const [label, check] of checks) {
    console.log(`\n${label}`)
    try {
      failures.push(...(await check(cluster)))
    } catch (error) {
      failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  if (failures.length > 0) showLogs()
  return failures
}

function showLogs() {
  if (!runDir) return
  for (const file of ['a.log', 'b.log', 'nginx/error.log', 'redis/redis.log'])
    console.log(`\n${file} (last lines):\n${fileTail(path.join(runDir, file), 15)}`)
}

runChecks({
  main,
  cleanUp,
  onError: showLogs,
  passed: () =>
    `Cluster checks passed (${Math.round((Date.now() - testsStarted) / 1000)} s after the build).`,
})
