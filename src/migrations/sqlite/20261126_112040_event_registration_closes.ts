import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`registration_closes\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_registration_closes\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`registration_closes\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_registration_closes\`;`)
}
