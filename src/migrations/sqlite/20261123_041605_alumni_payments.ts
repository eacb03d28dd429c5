import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`alumni_page_payment_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`method\` text NOT NULL,
  	\`account\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`alumni_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`alumni_page_payment_accounts_order_idx\` ON \`alumni_page_payment_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`alumni_page_payment_accounts_parent_id_idx\` ON \`alumni_page_payment_accounts\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`alumni_registrations\` ADD \`amount\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`alumni_page_payment_accounts\`;`)
  await db.run(sql`ALTER TABLE \`alumni_registrations\` DROP COLUMN \`amount\`;`)
}
