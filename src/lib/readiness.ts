import 'server-only'

import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { isPostgres } from '@/lib/env'
import { bucketWritable, configuredStorage } from '@/lib/storage/object-storage'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

export type Check = 'ok' | 'failed'
export type Readiness = {
  ready: boolean
  checks: { database: Check; migrations: Check; storage: Check }
}

/** Every committed migration of this build has been applied to the database. */
export function pendingMigrations(committed: string[], applied: string[]): string[] {
  const done = new Set(applied)
  return committed.filter((name) => !done.has(name))
}

async function appliedMigrations(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    limit: 0,
    pagination: false,
    depth: 0,
    // The load balancer's probe has no user; it reads only migration names.
    overrideAccess: true,
  })
  return docs.map((doc) => String(doc.name))
}

async function writable(dir: string): Promise<boolean> {
  const probe = path.join(dir, `.ready-${randomUUID()}`)
  try {
    // Payload makes a missing folder on the first upload; so does the probe.
    await mkdir(dir, { recursive: true })
    await writeFile(probe, 'ok')
    return true
  } catch {
    return false
  } finally {
    await rm(probe, { force: true })
  }
}

/** Whether uploads can be stored: the bucket, or else every upload folder, takes a file. */
async function storageWritable(payload: Payload): Promise<boolean> {
  if (configuredStorage) return bucketWritable(configuredStorage, randomUUID())
  const folders = Object.values(payload.collections)
    .map((collection) => collection.config.upload?.staticDir)
    .filter((dir): dir is string => Boolean(dir))
  return (await Promise.all(folders.map(writable))).every(Boolean)
}

/**
 * Whether this instance can serve traffic: its database answers, carries every migration this
 * build ships, and uploads can be stored.
 */
export async function checkReadiness(payload: Payload): Promise<Readiness> {
  const committed = (isPostgres ? postgresMigrations : sqliteMigrations).map((m) => m.name)
  let database: Check = 'failed'
  let migrations: Check = 'failed'
  try {
    const applied = await appliedMigrations(payload)
    database = 'ok'
    migrations = pendingMigrations(committed, applied).length === 0 ? 'ok' : 'failed'
  } catch {
    // Reported as a failed check; the reason is logged by the route, never sent.
  }
  const storage: Check = (await storageWritable(payload)) ? 'ok' : 'failed'
  return {
    ready: database === 'ok' && migrations === 'ok' && storage === 'ok',
    checks: { database, migrations, storage },
  }
}
