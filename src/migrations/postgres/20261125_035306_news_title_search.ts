import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A trigram index of news titles (every language), so a title search (`ILIKE '%word%'`) finds its
 * items without reading every title. pg_trgm ships with Postgres and is a trusted extension: the
 * database's owner may create it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`)
  await db.execute(
    sql`CREATE INDEX "news_locales_title_trgm_idx" ON "news_locales" USING gin ("title" gin_trgm_ops)`,
  )
}

/** The extension stays: other objects of the database may have come to use it. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX "news_locales_title_trgm_idx"`)
}
