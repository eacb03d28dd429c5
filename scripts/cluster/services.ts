import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import S3rver from 's3rver'

import { onPath, service, waitForPort, type Service } from '../lib/processes'

/** What the cluster needs from the system; `.ci/run` installs the Debian packages. */
const BINARIES = {
  'redis-server': 'redis-server',
  nginx: 'nginx',
  psql: 'postgresql-client',
  pg_isready: 'postgresql-client',
} as const

/** Throws, naming the packages to install, when a program the cluster runs is missing. */
export function requireBinaries(): void {
  const missing = Object.entries(BINARIES).filter(([name]) => !onPath(name))
  if (missing.length === 0) return
  const packages = [...new Set(missing.map(([, pkg]) => pkg))].join(' ')
  throw new Error(
    `Missing ${missing.map(([name]) => name).join(', ')}. Install them with: ` +
      `apt-get install -y ${packages} (and postgresql for the server).`,
  )
}

export type ThrowawayDatabase = { url: string; drop: () => void }

const psql = (adminUrl: string, sql: string) =>
  execFileSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-qtAc', sql], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })

/**
 * A new database in the running Postgres cluster (started here, and stopped again on drop, when
 * it was down), reached through `adminUrl`, a role that may create databases.
 */
export function throwawayDatabase(adminUrl: string, name: string): ThrowawayDatabase {
  const admin = new URL(adminUrl)
  const host = admin.hostname
  const port = admin.port || '5432'
  let startedCluster: string | null = null
  const ready = () => {
    try {
      execFileSync('pg_isready', ['-q', '-h', host, '-p', port], { stdio: 'ignore' })
      return true
    } catch {
      return false
    }
  }
  if (!ready()) {
    if (!onPath('pg_ctlcluster'))
      throw new Error(`Postgres does not answer at ${host}:${port} and pg_ctlcluster is missing.`)
    const version = execFileSync('ls', ['/usr/lib/postgresql'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .sort((a, b) => Number(a) - Number(b))
      .at(-1)
    if (!version) throw new Error('No Postgres server under /usr/lib/postgresql.')
    console.log(`› Starting the Postgres ${version} cluster (stopped again afterwards)`)
    execFileSync('pg_ctlcluster', [version, 'main', 'start'], { stdio: 'inherit' })
    startedCluster = version
    for (let i = 0; i < 60 && !ready(); i++) execFileSync('sleep', ['0.5'])
    if (!ready()) throw new Error(`Postgres did not come up at ${host}:${port}.`)
  }
  psql(adminUrl, `CREATE DATABASE "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  let dropped = false
  const drop = () => {
    if (dropped) return
    dropped = true
    try {
      psql(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    } catch (error) {
      console.error(`Could not drop database ${name}: ${String(error)}`)
    }
    if (startedCluster) execFileSync('pg_ctlcluster', [startedCluster, 'main', 'stop'])
  }
  return { url: url.toString(), drop }
}

/** Redis on its own port, no persistence, its files in `dir`. */
export async function startRedis(port: number, dir: string): Promise<Service> {
  mkdirSync(dir, { recursive: true })
  const redis = service(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    path.join(dir, 'redis.log'),
    dir,
  )
  await waitForPort(port, 10_000, 'redis-server')
  return redis
}

/** The S3_* settings of an S3-compatible store, and how to stop it. */
export type ObjectStore = { env: Record<string, string>; stop: () => Promise<void> }

/** The bucket and keys of the local store (s3rver checks signatures against these keys). */
const BUCKET = 'school-uploads'
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * An S3-compatible server (s3rver, its objects as files in `dir`) with an empty bucket, and the
 * S3_* settings that point at it.
 */
export async function startObjectStore(dir: string): Promise<ObjectStore> {
  mkdirSync(dir, { recursive: true })
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    },
    stop: () => server.close(),
  }
}

export const fileTail = (file: string, lines = 30) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : ''
