/**
 * `db:backup` → wipe → `db:restore` on a database of this file's own (the suite's database is
 * left alone), SQLite or Postgres like the rest of the run: every row of every table and every
 * uploaded file comes back exactly, and a restore refuses to run over a database in use.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { UNSETTLED_LOADING } from '@scripts/lib/run'

import { freePort } from '../helpers/free-port'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

const TSX = path.resolve('node_modules/.bin/tsx')
const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url)

let database: TestDatabase
let dir: string
let env: Record<string, string>
let archive: string

/** Runs a script the way `npm run` does, against this file's database and folders. */
function runOnce(file: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(TSX, [file, ...args], { env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({
        code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
        output: `${stdout}${stderr}`,
      }),
    )
  })
}

/**
 * Runs a script as `npm run db:backup` does; a run whose module graph stalled while tsx loaded it
 * (exit 13, before any code ran: scripts/lib/run.ts) is tried once more, as the start script does.
 */
async function script(
  file: string,
  args: string[] = [],
): Promise<{ code: number; output: string }> {
  const first = await runOnce(file, args)
  return first.code === UNSETTLED_LOADING ? runOnce(file, args) : first
}

type Snapshot = Record<string, string[]>

/** Every row of every table (and Postgres sequence positions), order-independent. */
async function snapshot(url: string): Promise<Snapshot> {
  const result: Snapshot = {}
  if (isPostgres(url)) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const tables = await client.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      )
      for (const { name } of tables.rows) {
        const { rows } = await client.query(`SELECT * FROM "${name}"`)
        result[name] = rows.map((row) => JSON.stringify(row)).sort()
      }
      const sequences = await client.query(
        `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public'`,
      )
      result['(sequences)'] = sequences.rows.map((row) => JSON.stringify(row)).sort()
    } finally {
      await client.end()
    }
    return result
  }
  const client = createClient({ url })
  try {
    const tables = await client.execute(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
    )
    for (const table of tables.rows) {
      const name = String(table.name)
      const { rows, columns } = await client.execute(`SELECT * FROM "${name}"`)
      result[name] = rows
        .map((row) => JSON.stringify(Object.fromEntries(columns.map((c, i) => [c, row[i]]))))
        .sort()
    }
  } finally {
    client.close()
  }
  return result
}

/** Path → SHA-256 of every file under `root`. */
function fileHashes(root: string): Record<string, string> {
  const hashes: Record<string, string> = {}
  if (!existsSync(root)) return hashes
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    hashes[path.relative(root, full)] = createHash('sha256')
      .update(readFileSync(full))
      .digest('hex')
  }
  return hashes
}

/** What losing the server looks like: no database, no uploads. */
async function wipe() {
  const url = database.url
  if (isPostgres(url)) {
    const name = new URL(url).pathname.slice(1)
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`)
    await admin.query(`CREATE DATABASE "${name}"`) // a new server's empty database
    await admin.end()
  } else {
    const file = url.slice('file:'.length)
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
  }
  rmSync(env.MEDIA_DIR!, { recursive: true, force: true })
  rmSync(env.DOCUMENTS_DIR!, { recursive: true, force: true })
}

/** Holds a connection to the database, the way a running site does, while `during` runs. */
async function whileConnected<T>(during: () => Promise<T>): Promise<T> {
  if (isPostgres(database.url)) {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      return await during()
    } finally {
      await client.end()
    }
  }
  const client = createClient({ url: database.url })
  await client.execute('SELECT 1')
  try {
    return await during()
  } finally {
    client.close()
  }
}

describe('backup and restore', () => {
  let before: { rows: Snapshot; media: Record<string, string>; documents: Record<string, string> }

  beforeAll(async () => {
    database = await createTestDatabase(process.env.DATABASE_URL)
    dir = mkdtempSync(path.join(tmpdir(), 'school-backup-'))
    env = {
      DATABASE_URL: database.url,
      MEDIA_DIR: path.join(dir, 'site', 'media'),
      DOCUMENTS_DIR: path.join(dir, 'site', 'documents'),
      OUTBOX_DIR: path.join(dir, 'site', 'outbox'),
      BACKUP_DIR: path.join(dir, 'backups'),
      PORT: String(await freePort()),
      // A backup holds the database and the upload folders; a bucket keeps its own versions.
      S3_BUCKET: '',
    }
    const fixture = await script('tests/helpers/backup-fixture.ts')
    expect(fixture.code, fixture.output).toBe(0)
    before = {
      rows: await snapshot(database.url),
      media: fileHashes(env.MEDIA_DIR!),
      documents: fileHashes(env.DOCUMENTS_DIR!),
    }
  })

  afterAll(async () => {
    await database?.dropDatabase()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('writes one archive with the database, the uploads and a manifest', async () => {
    expect(before.rows.news).toHaveLength(1)
    expect(before.rows.media).toHaveLength(1)
    expect(before.rows.documents).toHaveLength(1)
    expect(Object.keys(before.media).length).toBeGreaterThanOrEqual(2) // the original and a size
    expect(Object.keys(before.documents)).toHaveLength(1)

    const backup = await script('scripts/db-backup.ts')
    expect(backup.code, backup.output).toBe(0)
    const written = /Backup written: (\S+\.tar\.gz)/.exec(backup.output)
    expect(written, backup.output).not.toBeNull()
    archive = written![1]!
    expect(path.dirname(archive)).toBe(env.BACKUP_DIR)
    expect(path.basename(archive)).toMatch(/^school-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/)

    const manifest = JSON.parse(
      await new Promise<string>((resolve, reject) =>
        execFile('tar', ['-xzOf', archive, 'manifest.json'], (error, stdout) =>
          error ? reject(error) : resolve(stdout),
        ),
      ),
    )
    expect(manifest.database.kind).toBe(isPostgres(database.url) ? 'postgres' : 'sqlite')
    expect(manifest.migrations).toEqual(
      before.rows
        .payload_migrations!.map((row) => JSON.parse(row))
        .sort((a: { id: number }, b: { id: number }) => a.id - b.id)
        .map((row: { name: string }) => row.name)
        .filter((name: string) => name !== 'dev'),
    )
    expect(manifest.folders.media.files).toBe(Object.keys(before.media).length)
    expect(manifest.folders.documents.files).toBe(1)
  }, 120_000)

  it('refuses to restore while something is connected to the database', async () => {
    const marker = path.join(env.MEDIA_DIR!, 'added-after-the-backup.txt')
    writeFileSync(marker, 'still here')
    const refused = await whileConnected(() => script('scripts/db-restore.ts', [archive, '--yes']))
    expect(refused.code, refused.output).not.toBe(0)
    expect(refused.output).toMatch(/in use/)
    expect(existsSync(marker)).toBe(true)
    rmSync(marker)
  }, 120_000)

  it('brings back every row and every file after the database and uploads are lost', async () => {
    await wipe()
    expect(existsSync(env.MEDIA_DIR!)).toBe(false)

    const restore = await script('scripts/db-restore.ts', [archive, '--yes'])
    expect(restore.code, restore.output).toBe(0)
    expect(restore.output).toMatch(/migrations in step/)

    expect(await snapshot(database.url)).toEqual(before.rows)
    expect(fileHashes(env.MEDIA_DIR!)).toEqual(before.media)
    expect(fileHashes(env.DOCUMENTS_DIR!)).toEqual(before.documents)
  }, 120_000)
})
