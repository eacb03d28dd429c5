import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`original_name\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`content_hash\` text;`)
  await db.run(sql`CREATE INDEX \`media_content_hash_idx\` ON \`media\` (\`content_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_content_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`original_name\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`content_hash\`;`)
}
