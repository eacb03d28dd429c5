/**
 * Runs once per integration run: creates a fresh database, applies the committed migrations
 * (exactly as `npm start` does) and hands the address to every test file.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { createTestDatabase } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    filesDir: string
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase()
  const filesDir = mkdtempSync(path.join(tmpdir(), 'school-int-files-'))
  process.env.DATABASE_URL = database.url
  process.env.MEDIA_DIR = path.join(filesDir, 'media')
  process.env.OUTBOX_DIR = path.join(filesDir, 'outbox')
  project.provide('databaseUrl', database.url)
  project.provide('filesDir', filesDir)

  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { migrateDatabase } = await import('@/lib/payload/migrate')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  await payload.destroy()
  console.log(`Integration database: ${database.url.replace(/\/\/[^@]*@/, '//')}`)

  return async () => {
    await database.dropDatabase()
    rmSync(filesDir, { recursive: true, force: true })
  }
}
