/**
 * Runs once per integration run: creates a fresh database, applies the committed migrations
 * (exactly as `npm start` does) and hands the address to every test file.
 */
import type { EventEmitter } from 'node:events'
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
  // A library that ends the process while the database is prepared would otherwise end the run
  // without a word (and with exit code 0).
  let prepared = false
  process.once('exit', (code) => {
    if (!prepared) {
      console.error(`Integration setup ended the process before the database was ready (${code}).`)
      process.exitCode = 1
    }
  })
  console.log('Preparing the integration database ...')
  // Under load, setup has been seen to wait on a promise that never settles and holds no handle,
  // so the event loop ran empty and the run ended with code 0. This timer keeps the process
  // open and ends that wait loudly instead (and the exit guard above names it).
  const holdOpen = setTimeout(() => {
    console.error('Integration setup did not finish within 3 minutes.')
    process.exit(1)
  }, 180_000)
  const database = await createTestDatabase()
  const filesDir = mkdtempSync(path.join(tmpdir(), 'school-int-files-'))
  process.env.DATABASE_URL = database.url
  process.env.MEDIA_DIR = path.join(filesDir, 'media')
  process.env.DOCUMENTS_DIR = path.join(filesDir, 'documents')
  process.env.OUTBOX_DIR = path.join(filesDir, 'outbox')
  project.provide('databaseUrl', database.url)
  project.provide('filesDir', filesDir)

  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { migrateDatabase } = await import('@/lib/payload/migrate')
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  // The adapter keeps its Postgres pool open after destroy(); dropping the database at the end
  // of the run closes those connections, which must not count as an unhandled error.
  const pool = (payload.db as unknown as { pool?: Pick<EventEmitter, 'on'> }).pool
  pool?.on('error', () => {})
  await payload.destroy()
  prepared = true
  clearTimeout(holdOpen)
  console.log(`Integration database: ${database.url.replace(/\/\/[^@]*@/, '//')}`)

  return async () => {
    await database.dropDatabase()
    rmSync(filesDir, { recursive: true, force: true })
  }
}
