import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { dropLocaleParentIndexStatements, localeParentIndexStatements } from '../content-locales'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "type__status_start_date_createdAt_idx" ON "events" USING btree ("type","_status","start_date","created_at");
  CREATE INDEX "compound_index_idx" ON "_events_v" USING btree ("version_type","version__status","version_start_date","version_created_at");
  CREATE INDEX "_status_publish_date_createdAt_idx" ON "news" USING btree ("_status","publish_date","created_at");
  CREATE INDEX "version__status_version_publish_date_version_createdAt_idx" ON "_news_v" USING btree ("version__status","version_publish_date","version_created_at");`)
  for (const statement of localeParentIndexStatements()) await db.execute(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of dropLocaleParentIndexStatements()) await db.execute(sql.raw(statement))
  await db.execute(sql`
   DROP INDEX "type__status_start_date_createdAt_idx";
  DROP INDEX "compound_index_idx";
  DROP INDEX "_status_publish_date_createdAt_idx";
  DROP INDEX "version__status_version_publish_date_version_createdAt_idx";`)
}
