import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`institution\` ADD \`profile_text_changed_in\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`profile_text_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`recognition_text_changed_in\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`recognition_text_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`governing_body_text_changed_in\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`governing_body_text_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`enrolment_text_changed_in\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`enrolment_text_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`staff_text_changed_in\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`staff_text_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`academics_text_changed_in\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`academics_text_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`citizen_charter_text_changed_in\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`citizen_charter_text_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`officers_text_changed_in\` text;`)
  await db.run(sql`ALTER TABLE \`institution\` ADD \`officers_text_changed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`profile_text_changed_in\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`profile_text_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`recognition_text_changed_in\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`recognition_text_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`governing_body_text_changed_in\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`governing_body_text_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`enrolment_text_changed_in\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`enrolment_text_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`staff_text_changed_in\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`staff_text_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`academics_text_changed_in\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`academics_text_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`citizen_charter_text_changed_in\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`citizen_charter_text_changed_at\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`officers_text_changed_in\`;`)
  await db.run(sql`ALTER TABLE \`institution\` DROP COLUMN \`officers_text_changed_at\`;`)
}
