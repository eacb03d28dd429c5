/**
 * A fresh, empty database for one integration run: a temporary SQLite file by default, or a
 * new Postgres database next to the one DATABASE_URL names when that is a postgres:// URL.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

export type TestDatabase = { url: string; dropDatabase: () => Promise<void> }

const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//.test(url)

export async function createTestDatabase(
  baseUrl = process.env.DATABASE_URL,
): Promise<TestDatabase> {
  if (isPostgresUrl(baseUrl)) {
    const name = `school_test_${Date.now()}_${randomBytes(3).toString('hex')}`
    const admin = new pg.Client({ connectionString: baseUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(baseUrl)
    url.pathname = `/${name}`
    return {
      url: url.toString(),
      dropDatabase: async () => {
        const client = new pg.Client({ connectionString: baseUrl })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await client.end()
      },
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'school-int-'))
  return {
    url: `file:${path.join(dir, 'school.db')}`,
    dropDatabase: async () => rmSync(dir, { recursive: true, force: true }),
  }
}
