/**
 * Runs once per integration run: creates a fresh database, applies the committed migrations
 * (exactly as `npm start` does) and hands the address to every test file. It also starts Redis
 * when redis-server is installed and, with TEST_OBJECT_STORAGE=s3, an S3-compatible server that
 * takes every upload of the run instead of the upload folders.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { SERVER_CODE, tsxSettled } from '@scripts/lib/run'

import {
  redisInstalled,
  type RunningService,
  startObjectStore,
  startTestRedis,
} from './shared-services'
import { createTestDatabase } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    filesDir: string
    /** REDIS_URL and S3_* settings of the services this run started. */
    serviceEnv: Record<string, string>
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

  const services: RunningService[] = []
  if (redisInstalled() && !process.env.REDIS_URL)
    services.push(await startTestRedis(path.join(filesDir, 'redis')))
  if (process.env.TEST_OBJECT_STORAGE === 's3')
    services.push(await startObjectStore(path.join(filesDir, 's3')))
  const serviceEnv: Record<string, string> = Object.assign({}, ...services.map((s) => s.env))
  if (process.env.REDIS_URL) serviceEnv.REDIS_URL = process.env.REDIS_URL
  Object.assign(process.env, serviceEnv)
  project.provide('serviceEnv', serviceEnv)
  console.log(
    `Uploads: ${serviceEnv.S3_ENDPOINT ? `S3 bucket at ${serviceEnv.S3_ENDPOINT}` : 'local folders'}; ` +
      `Redis: ${serviceEnv.REDIS_URL ?? 'not installed, its tests are skipped'}`,
  )

  // The migrations run in a process of their own, through the script `npm start` uses. Loading
  // Payload here, in the test runner's module loader, now and then waited forever on an import
  // that never settled (the run then ended silently with code 0, or hung).
  // A run whose module graph stalled while loading (exit 13, before anything ran) is tried again.
  const prepared = spawnSync(...tsxSettled([SERVER_CODE, 'scripts/prepare-db.ts']), {
    env: { ...process.env, SEED_DEMO_CONTENT: 'false' },
    stdio: 'inherit',
  })
  if (prepared.status !== 0)
    throw new Error(
      `Preparing the integration database failed (${prepared.status ?? prepared.signal}).`,
    )
  console.log(`Integration database: ${database.url.replace(/\/\/[^@]*@/, '//')}`)

  return async () => {
    for (const service of services) await service.stop()
    await database.dropDatabase()
    rmSync(filesDir, { recursive: true, force: true })
  }
}
