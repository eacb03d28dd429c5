import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`broadcasts\` ADD \`held_reason\` text;`)
  await db.run(sql`ALTER TABLE \`broadcasts\` ADD \`held_until\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`broadcasts\` DROP COLUMN \`held_reason\`;`)
  await db.run(sql`ALTER TABLE \`broadcasts\` DROP COLUMN \`held_until\`;`)
}
