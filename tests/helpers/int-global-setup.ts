/**
 * Runs once per integration run: creates a fresh database, applies the committed migrations
 * (exactly as `npm start` does) and hands the address to every test file.
 */
import { spawnSync } from 'node:child_process'
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
  console.log('Preparing the integration database ...')
  const database = await createTestDatabase()
  const filesDir = mkdtempSync(path.join(tmpdir(), 'school-int-files-'))
  process.env.DATABASE_URL = database.url
  process.env.MEDIA_DIR = path.join(filesDir, 'media')
  process.env.DOCUMENTS_DIR = path.join(filesDir, 'documents')
  process.env.OUTBOX_DIR = path.join(filesDir, 'outbox')
  project.provide('databaseUrl', database.url)
  project.provide('filesDir', filesDir)

  // The migrations run in a process of their own, through the script `npm start` uses. Loading
  // Payload here, in the test runner's module loader, now and then waited forever on an import
  // that never settled (the run then ended silently with code 0, or hung).
  const prepared = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/prepare-db.ts'], {
    env: { ...process.env, SEED_DEMO_CONTENT: 'false' },
    stdio: 'inherit',
  })
  if (prepared.status !== 0)
    throw new Error(
      `Preparing the integration database failed (${prepared.status ?? prepared.signal}).`,
    )
  console.log(`Integration database: ${database.url.replace(/\/\/[^@]*@/, '//')}`)

  return async () => {
    await database.dropDatabase()
    rmSync(filesDir, { recursive: true, force: true })
  }
}
