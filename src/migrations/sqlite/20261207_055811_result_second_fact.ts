import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`exams\` ADD \`second_fact\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`results\` ADD \`birth_date\` text;`)
  await db.run(sql`ALTER TABLE \`results\` ADD \`pin\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`exams\` DROP COLUMN \`second_fact\`;`)
  await db.run(sql`ALTER TABLE \`results\` DROP COLUMN \`birth_date\`;`)
  await db.run(sql`ALTER TABLE \`results\` DROP COLUMN \`pin\`;`)
}
