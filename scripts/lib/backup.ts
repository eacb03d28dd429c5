/**
 * Backups of the whole site: one .tar.gz holding a manifest, the database (an SQLite copy or a
 * pg_dump archive) and the media and documents folders. Shared by scripts/db-backup.ts and
 * scripts/db-restore.ts.
 */
import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

import { createClient, type Client } from '@libsql/client'
import pg from 'pg'
import { z } from 'zod'

export type DatabaseKind = 'sqlite' | 'postgres'

export const MANIFEST_FILE = 'manifest.json'
export const FOLDERS = ['media', 'documents'] as const
export type Folder = (typeof FOLDERS)[number]
export const DATABASE_ENTRY: Record<DatabaseKind, string> = {
  sqlite: 'database/school.db',
  postgres: 'database/school.dump',
}

const folderSummary = z.object({ files: z.number().int().min(0), bytes: z.number().min(0) })
export type FolderSummary = z.infer<typeof folderSummary>

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** Postgres only: the server's and pg_dump's major versions. */
    serverMajor: z.number().int().optional(),
    dumpMajor: z.number().int().optional(),
  }),
  migrations: z.array(z.string()),
  folders: z.object({ media: folderSummary, documents: folderSummary }),
})
export type BackupManifest = z.infer<typeof manifestSchema>

export function parseManifest(value: unknown): BackupManifest {
  const parsed = manifestSchema.safeParse(value)
  if (!parsed.success)
    throw new Error(`The backup's ${MANIFEST_FILE} is not one this version understands.`)
  return parsed.data
}

// ---- Names, arguments and versions (pure) ---------------------------------------------------

const BACKUP_NAME = /^school-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/

/** `school-2026-11-23T040012Z.tar.gz`: sorts by time, safe in every file system. */
export function backupFileName(date: Date): string {
  const iso = date.toISOString()
  return `school-${iso.slice(0, 10)}T${iso.slice(11, 19).replaceAll(':', '')}Z.tar.gz`
}

/** The backups to delete so that only the newest `keep` remain; other files are never touched. */
export function backupsToPrune(names: readonly string[], keep: number): string[] {
  return names
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse()
    .slice(keep)
}

export function parseKeep(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`--keep needs a whole number of 1 or more.`)
  return Number(value)
}

export function databaseKind(url: string): DatabaseKind {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'
}

/** The file behind a `file:` DATABASE_URL (`file:./data/school.db`, `file:/abs`, `file:///abs`). */
export function sqliteFile(url: string, cwd = process.cwd()): string {
  if (!url.startsWith('file:'))
    throw new Error(`DATABASE_URL must start with file: or postgres://, not "${url}".`)
  let file = url.slice('file:'.length).split('?')[0]!
  if (file.startsWith('//')) file = file.slice(2)
  return path.resolve(cwd, decodeURIComponent(file))
}

/**
 * A Postgres URL split for the client tools: the password goes in PGPASSWORD, so it never
 * shows in the process list.
 */
export function pgToolConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} }
}

/** Where a database lives, for messages (no credentials). */
export function describeDatabase(url: string): string {
  if (databaseKind(url) === 'sqlite') return `SQLite file ${sqliteFile(url)}`
  const parsed = new URL(url)
  return `Postgres database "${parsed.pathname.slice(1)}" on ${parsed.host}`
}

/** The major version in `pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)`. */
export function toolMajorVersion(versionOutput: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionOutput)
  return match ? Number(match[1]) : null
}

/** Compares the migrations a database has applied with those this version of the code ships. */
export function migrationStep(applied: readonly string[], committed: readonly string[]) {
  return {
    pending: committed.filter((name) => !applied.includes(name)),
    unknown: applied.filter((name) => !committed.includes(name)),
  }
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(1)} ${units[unit]}`
}

// ---- Files and tools ---------------------------------------------------------------------------

export function summarizeFolder(dir: string): FolderSummary {
  const summary = { files: 0, bytes: 0 }
  if (!existsSync(dir)) return summary
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    summary.files += 1
    summary.bytes += lstatSync(path.join(entry.parentPath, entry.name)).size
  }
  return summary
}

const execFileAsync = promisify(execFile)

const CLIENT_TOOLS_HINT =
  'Install the PostgreSQL client tools of the server version or newer (Debian/Ubuntu: ' +
  '`apt install postgresql-client-<major>`).'

/** Runs a command to completion; its error output becomes the error message. */
export async function runTool(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  try {
    const { stdout } = await execFileAsync(command, args, {
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    })
    return stdout
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string }
    if (failure.code === 'ENOENT') {
      const hint = command.startsWith('pg_') ? ` ${CLIENT_TOOLS_HINT}` : ''
      throw new Error(`${command} was not found on this machine.${hint}`)
    }
    throw new Error(`${command} failed: ${(failure.stderr || failure.message).trim()}`)
  }
}

async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  const output = await runTool(tool, ['--version'])
  const major = toolMajorVersion(output)
  if (major === null) throw new Error(`Could not read the version of ${tool}: "${output.trim()}"`)
  return major
}

/**
 * Writes the archive. The folders are linked into the staging folder and followed by tar, so
 * the uploads are read once, straight into the archive, instead of being copied first.
 */
export async function createArchive(
  stagingDir: string,
  folders: Record<Folder, string>,
  archive: string,
): Promise<void> {
  for (const name of FOLDERS) {
    const target = path.join(stagingDir, name)
    if (existsSync(folders[name])) symlinkSync(path.resolve(folders[name]), target, 'dir')
    else mkdirSync(target)
  }
  try {
    await runTool('tar', [
      '-czhf',
      archive,
      '-C',
      stagingDir,
      MANIFEST_FILE,
      'database',
      ...FOLDERS,
    ])
  } catch (error) {
    // GNU tar exits with 1 when an upload arrives while it reads the folder; the archive is whole.
    if (!/changed as we read it/.test(String(error))) throw error
    console.warn(String(error))
  }
}

export async function extractArchive(archive: string, dir: string): Promise<BackupManifest> {
  mkdirSync(dir, { recursive: true })
  await runTool('tar', ['--no-same-owner', '-xzf', archive, '-C', dir])
  const manifestPath = path.join(dir, MANIFEST_FILE)
  if (!existsSync(manifestPath))
    throw new Error(`${archive} has no ${MANIFEST_FILE}: it is not a backup made by db:backup.`)
  return parseManifest(JSON.parse(readFileSync(manifestPath, 'utf8')))
}

/** Moves a file or folder, copying when the two places are on different file systems. */
export function move(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true })
  try {
    renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    cpSync(from, to, { recursive: true, preserveTimestamps: true })
    rmSync(from, { recursive: true, force: true })
  }
}

// ---- SQLite ------------------------------------------------------------------------------------

async function withSqlite<T>(file: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({ url: `file:${file}` })
  try {
    await client.execute('PRAGMA busy_timeout = 5000')
    return await run(client)
  } finally {
    client.close()
  }
}

const MIGRATIONS_QUERY = `SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id`

export function sqliteMigrations(file: string): Promise<string[]> {
  return withSqlite(file, async (client) =>
    (await client.execute(MIGRATIONS_QUERY)).rows.map((row) => String(row.name)),
  )
}

/**
 * A consistent copy of a live database. VACUUM INTO reads one snapshot inside a read
 * transaction, so in WAL mode the site keeps writing meanwhile; libsql has no backup API.
 */
export async function snapshotSqlite(file: string, target: string): Promise<string[]> {
  if (!existsSync(file)) throw new Error(`There is no SQLite database at ${file}.`)
  await withSqlite(file, (client) => client.execute({ sql: 'VACUUM INTO ?', args: [target] }))
  const check = await withSqlite(target, (client) => client.execute('PRAGMA quick_check'))
  const verdict = String(check.rows[0]?.[0])
  if (verdict !== 'ok') throw new Error(`The database copy failed its integrity check: ${verdict}`)
  return sqliteMigrations(target)
}

/** Processes on this machine (Linux) that have the database or its WAL files open. */
export function processesUsingFile(file: string): string[] {
  if (!existsSync('/proc/self/fd')) return []
  const real = existsSync(file) ? realpathSync(file) : file
  const targets = new Set([real, `${real}-wal`, `${real}-shm`])
  const found: string[] = []
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // another user's process, or gone meanwhile
    }
    const holds = fds.some((fd) => {
      try {
        return targets.has(readlinkSync(`/proc/${pid}/fd/${fd}`))
      } catch {
        return false
      }
    })
    if (holds) {
      const name = (() => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
        } catch {
          return '?'
        }
      })()
      found.push(`process ${pid} (${name}) has ${file} open`)
    }
  }
  return found
}

// ---- Postgres ----------------------------------------------------------------------------------

async function withPostgres<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'school-backup' })
  try {
    await client.connect()
  } catch (error) {
    if ((error as { code?: string }).code === '3D000')
      throw new Error(`${describeDatabase(url)} does not exist: create it empty first.`)
    throw error
  }
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

async function postgresMigrationsOf(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(MIGRATIONS_QUERY)
  return rows.map((row) => row.name)
}

export function postgresMigrations(url: string): Promise<string[]> {
  return withPostgres(url, postgresMigrationsOf)
}

/**
 * `pg_dump --format=custom`, reading the same snapshot as the migration list in the manifest
 * (exported from a transaction that stays open until the dump ends).
 */
export async function dumpPostgres(url: string, target: string) {
  const dumpMajor = await toolMajor('pg_dump')
  return withPostgres(url, async (client) => {
    const { rows } = await client.query<{ version: string }>(
      `SELECT current_setting('server_version_num') AS version`,
    )
    const serverMajor = Math.floor(Number(rows[0]!.version) / 10000)
    if (dumpMajor < serverMajor)
      throw new Error(
        `pg_dump ${dumpMajor} is older than the database server (${serverMajor}) and cannot ` +
          `back it up. ${CLIENT_TOOLS_HINT}`,
      )
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    try {
      const snapshot = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
      const migrations = await postgresMigrationsOf(client)
      const connection = pgToolConnection(url)
      await runTool(
        'pg_dump',
        [
          '--format=custom',
          `--snapshot=${snapshot.rows[0]!.id}`,
          `--file=${target}`,
          `--dbname=${connection.dbname}`,
        ],
        connection.env,
      )
      return { migrations, serverMajor, dumpMajor }
    } finally {
      await client.query('COMMIT')
    }
  })
}

/** Replaces every object of the backup in the database, in one transaction: all or nothing. */
export async function restorePostgres(url: string, dump: string, manifest: BackupManifest) {
  const restoreMajor = await toolMajor('pg_restore')
  const dumpMajor = manifest.database.dumpMajor ?? 0
  if (restoreMajor < dumpMajor)
    throw new Error(
      `The backup was written by pg_dump ${dumpMajor}; pg_restore ${restoreMajor} cannot read ` +
        `it. ${CLIENT_TOOLS_HINT}`,
    )
  const connection = pgToolConnection(url)
  await runTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${connection.dbname}`,
      dump,
    ],
    connection.env,
  )
}

/** Other sessions connected to the database: a running site keeps a pool open. */
export function postgresSessions(url: string): Promise<string[]> {
  return withPostgres(url, async (client) => {
    const { rows } = await client.query<{ pid: number; who: string }>(
      `SELECT pid, coalesce(nullif(application_name, ''), usename::text, 'unknown') AS who
         FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    )
    return rows.map((row) => `session ${row.pid} (${row.who}) is connected to the database`)
  })
}

// ---- Both --------------------------------------------------------------------------------------

/** Whether the site answers on this machine's port. */
export async function siteAnswers(port: string): Promise<boolean> {
  try {
    const res = await fetch(`http://localhost:${port}/api/health`, {
      signal: AbortSignal.timeout(2000),
    })
    return res.ok
  } catch {
    return false
  }
}

/** Why the database looks in use (empty when it does not). */
export async function databaseInUse(url: string, port: string): Promise<string[]> {
  const reasons: string[] = []
  if (await siteAnswers(port)) reasons.push(`the site answers on http://localhost:${port}`)
  if (databaseKind(url) === 'sqlite') reasons.push(...processesUsingFile(sqliteFile(url)))
  else reasons.push(...(await postgresSessions(url)))
  return reasons
}

export function appliedMigrations(url: string): Promise<string[]> {
  return databaseKind(url) === 'sqlite'
    ? sqliteMigrations(sqliteFile(url))
    : postgresMigrations(url)
}

/**
 * The migrations this version of the code ships for the database kind: the names in the list
 * Payload runs (src/migrations/<kind>/index.ts), read as text so that checking them does not
 * load every migration and the database adapter.
 */
export function committedMigrations(kind: DatabaseKind): string[] {
  const index = fileURLToPath(new URL(`../../src/migrations/${kind}/index.ts`, import.meta.url))
  return [...readFileSync(index, 'utf8').matchAll(/\bname:\s*'([^']+)'/g)].map((m) => m[1]!)
}
