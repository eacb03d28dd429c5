import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`admins_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admins_roles_order_idx\` ON \`admins_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`admins_roles_parent_idx\` ON \`admins_roles\` (\`parent_id\`);`)
  // Each staff account keeps the one role it had, now as the first of its roles.
  await db.run(sql`INSERT INTO \`admins_roles\` (\`order\`, \`parent_id\`, \`value\`) SELECT 1, \`id\`, \`role\` FROM \`admins\`;`)
  await db.run(sql`CREATE TABLE \`payment_accounts_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`method\` text NOT NULL,
  	\`account\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payment_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payment_accounts_accounts_order_idx\` ON \`payment_accounts_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payment_accounts_accounts_parent_id_idx\` ON \`payment_accounts_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payment_accounts_accounts_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payment_accounts_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_accounts_accounts_locales_locale_parent_id_unique\` ON \`payment_accounts_accounts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payment_accounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`changed_by_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`changed_by_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payment_accounts_changed_by_idx\` ON \`payment_accounts\` (\`changed_by_id\`);`)
  await db.run(sql`CREATE TABLE \`_payment_accounts_v_version_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`method\` text NOT NULL,
  	\`account\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_payment_accounts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_payment_accounts_v_version_accounts_order_idx\` ON \`_payment_accounts_v_version_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_payment_accounts_v_version_accounts_parent_id_idx\` ON \`_payment_accounts_v_version_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_payment_accounts_v_version_accounts_locales\` (
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_payment_accounts_v_version_accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_payment_accounts_v_version_accounts_locales_locale_parent_i\` ON \`_payment_accounts_v_version_accounts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_payment_accounts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_changed_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_changed_by_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_payment_accounts_v_version_version_changed_by_idx\` ON \`_payment_accounts_v\` (\`version_changed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_payment_accounts_v_created_at_idx\` ON \`_payment_accounts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_payment_accounts_v_updated_at_idx\` ON \`_payment_accounts_v\` (\`updated_at\`);`)
  // The accounts move from the alumni page's settings to their own, notes as the English ones.
  await db.run(sql`INSERT INTO \`payment_accounts\` (\`id\`, \`updated_at\`, \`created_at\`) SELECT 1, \`updated_at\`, \`created_at\` FROM \`alumni_page\` WHERE EXISTS (SELECT 1 FROM \`alumni_page_payment_accounts\`) LIMIT 1;`)
  await db.run(sql`INSERT INTO \`payment_accounts_accounts\` (\`_order\`, \`_parent_id\`, \`id\`, \`method\`, \`account\`) SELECT \`_order\`, 1, \`id\`, \`method\`, \`account\` FROM \`alumni_page_payment_accounts\` WHERE \`method\` IS NOT NULL AND \`account\` IS NOT NULL AND EXISTS (SELECT 1 FROM \`payment_accounts\`);`)
  await db.run(sql`INSERT INTO \`payment_accounts_accounts_locales\` (\`note\`, \`_locale\`, \`_parent_id\`) SELECT \`note\`, 'en', \`id\` FROM \`alumni_page_payment_accounts\` WHERE \`note\` IS NOT NULL AND \`id\` IN (SELECT \`id\` FROM \`payment_accounts_accounts\`);`)
  await db.run(sql`DROP TABLE \`alumni_page_payment_accounts\`;`)
  await db.run(sql`DROP TABLE \`_alumni_page_v_version_payment_accounts\`;`)
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`role\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`alumni_page_payment_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`method\` text,
  	\`account\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`alumni_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`alumni_page_payment_accounts_order_idx\` ON \`alumni_page_payment_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`alumni_page_payment_accounts_parent_id_idx\` ON \`alumni_page_payment_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_page_v_version_payment_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`method\` text,
  	\`account\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_alumni_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_payment_accounts_order_idx\` ON \`_alumni_page_v_version_payment_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_payment_accounts_parent_id_idx\` ON \`_alumni_page_v_version_payment_accounts\` (\`_parent_id\`);`)
  await db.run(sql`INSERT INTO \`alumni_page_payment_accounts\` (\`_order\`, \`_parent_id\`, \`id\`, \`method\`, \`account\`, \`note\`) SELECT a.\`_order\`, (SELECT \`id\` FROM \`alumni_page\` LIMIT 1), a.\`id\`, a.\`method\`, a.\`account\`, l.\`note\` FROM \`payment_accounts_accounts\` a LEFT JOIN \`payment_accounts_accounts_locales\` l ON l.\`_parent_id\` = a.\`id\` AND l.\`_locale\` = 'en' WHERE EXISTS (SELECT 1 FROM \`alumni_page\`);`)
  await db.run(sql`ALTER TABLE \`admins\` ADD \`role\` text DEFAULT 'editor' NOT NULL;`)
  await db.run(sql`UPDATE \`admins\` SET \`role\` = (SELECT CASE WHEN \`value\` IN ('admin', 'editor', 'volunteer') THEN \`value\` ELSE 'editor' END FROM \`admins_roles\` WHERE \`parent_id\` = \`admins\`.\`id\` ORDER BY (\`value\` = 'admin') DESC, \`order\` LIMIT 1) WHERE EXISTS (SELECT 1 FROM \`admins_roles\` WHERE \`parent_id\` = \`admins\`.\`id\`);`)
  await db.run(sql`DROP TABLE \`admins_roles\`;`)
  await db.run(sql`DROP TABLE \`payment_accounts_accounts\`;`)
  await db.run(sql`DROP TABLE \`payment_accounts_accounts_locales\`;`)
  await db.run(sql`DROP TABLE \`payment_accounts\`;`)
  await db.run(sql`DROP TABLE \`_payment_accounts_v_version_accounts\`;`)
  await db.run(sql`DROP TABLE \`_payment_accounts_v_version_accounts_locales\`;`)
  await db.run(sql`DROP TABLE \`_payment_accounts_v\`;`)
}
