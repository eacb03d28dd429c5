import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { dropLocaleParentIndexStatements, localeParentIndexStatements } from '../content-locales'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`type__status_start_date_createdAt_idx\` ON \`events\` (\`type\`,\`_status\`,\`start_date\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_idx\` ON \`_events_v\` (\`version_type\`,\`version__status\`,\`version_start_date\`,\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_status_publish_date_createdAt_idx\` ON \`news\` (\`_status\`,\`publish_date\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`version__status_version_publish_date_version_createdAt_idx\` ON \`_news_v\` (\`version__status\`,\`version_publish_date\`,\`version_created_at\`);`)
  for (const statement of localeParentIndexStatements()) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const statement of dropLocaleParentIndexStatements()) await db.run(sql.raw(statement))
  await db.run(sql`DROP INDEX \`type__status_start_date_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
  await db.run(sql`DROP INDEX \`_status_publish_date_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`version__status_version_publish_date_version_createdAt_idx\`;`)
}
