import type { Migration, Payload } from 'payload'

import { isPostgres } from '@/lib/env'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

/** Applies the committed migrations of the configured database (the same list `prodMigrations` runs). */
export function migrateDatabase(payload: Payload): Promise<void> {
  // Each adapter types its migrations' arguments precisely; the generic list takes `unknown`.
  const migrations = (isPostgres ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
  return payload.db.migrate({ migrations })
}
