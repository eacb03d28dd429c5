import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import path from 'node:path'

import S3rver from 's3rver'

/** What the cluster needs from the system; `.ci/run` installs the Debian packages. */
const BINARIES = {
  'redis-server': 'redis-server',
  nginx: 'nginx',
  psql: 'postgresql-client',
  pg_isready: 'postgresql-client',
} as const

function onPath(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

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

/** A child process of this run that is stopped with `stop` (also after a failure). */
export type Service = { process: ChildProcess; stop: () => void }

function service(command: string, args: string[], logFile: string, cwd?: string): Service {
  const log = openSync(logFile, 'a')
  const child = spawn(command, args, { stdio: ['ignore', log, log], cwd })
  closeSync(log)
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  return { process: child, stop }
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

/** The committed nginx config with this run's port, instances and directory filled in. */
export function renderNginxConfig(
  template: string,
  listen: number,
  upstreams: number[],
  runDir: string,
) {
  const servers = upstreams
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`)
    .join('\n')
  const config = template
    .replaceAll('{{RUN_DIR}}', runDir)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${listen}`)
    .replaceAll('{{UPSTREAM_SERVERS}}', servers)
  const left = config.match(/\{\{\w+\}\}/)
  if (left)
    throw new Error(`deploy/nginx.conf has a placeholder the cluster does not fill: ${left[0]}`)
  return config
}

/** nginx in the foreground with the rendered deploy/nginx.conf; pid, logs and temp files in `dir`. */
export async function startNginx(
  listen: number,
  upstreams: number[],
  dir: string,
): Promise<Service> {
  mkdirSync(dir, { recursive: true })
  const template = readFileSync(path.resolve('deploy/nginx.conf'), 'utf8')
  const confFile = path.join(dir, 'nginx.conf')
  writeFileSync(confFile, renderNginxConfig(template, listen, upstreams, dir))
  // `-t` first, so a broken config fails with nginx's own message.
  execFileSync(
    'nginx',
    ['-t', '-q', '-c', confFile, '-p', dir, '-e', path.join(dir, 'error.log')],
    {
      stdio: 'inherit',
    },
  )
  const nginx = service(
    'nginx',
    ['-c', confFile, '-p', dir, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    path.join(dir, 'nginx.out'),
  )
  await waitForPort(listen, 10_000, 'nginx')
  return nginx
}

export const fileTail = (file: string, lines = 30) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : ''
