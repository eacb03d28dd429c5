import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`event_registrations\` ADD \`seat\` numeric;`)
  await db.run(sql`CREATE UNIQUE INDEX \`seat_event_idx\` ON \`event_registrations\` (\`seat\`,\`event_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`status\` text DEFAULT 'unread';`)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  // A message ticked as handled had been replied to.
  await db.run(sql`UPDATE \`contact_messages\` SET \`status\` = 'replied' WHERE \`handled\` = 1;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`handled\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`seat_event_idx\`;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` DROP COLUMN \`seat\`;`)
  await db.run(sql`DROP INDEX \`contact_messages_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`handled\` integer DEFAULT false;`)
  await db.run(sql`UPDATE \`contact_messages\` SET \`handled\` = 1 WHERE \`status\` = 'replied';`)
  await db.run(sql`ALTER TABLE \`contact_messages\` DROP COLUMN \`status\`;`)
}
