import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_locales\` (
  	\`school_name\` text DEFAULT 'Padmapar Ideal School & College',
  	\`application_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_locales\`("school_name", "application_address", "id", "_locale", "_parent_id") SELECT "school_name", "application_address", "id", "_locale", "_parent_id" FROM \`site_locales\`;`)
  await db.run(sql`DROP TABLE \`site_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_locales\` RENAME TO \`site_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_locales_locale_parent_id_unique\` ON \`site_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__site_v_locales\` (
  	\`version_school_name\` text DEFAULT 'Padmapar Ideal School & College',
  	\`version_application_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__site_v_locales\`("version_school_name", "version_application_address", "id", "_locale", "_parent_id") SELECT "version_school_name", "version_application_address", "id", "_locale", "_parent_id" FROM \`_site_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_v_locales\` RENAME TO \`_site_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_v_locales_locale_parent_id_unique\` ON \`_site_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_stats\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`home_stats\`;`)
  await db.run(sql`DROP TABLE \`home_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_stats\` RENAME TO \`home_stats\`;`)
  await db.run(sql`CREATE INDEX \`home_stats_order_idx\` ON \`home_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_stats_parent_id_idx\` ON \`home_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_stats_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_stats_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`home_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_stats_locales\` RENAME TO \`home_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_stats_locales_locale_parent_id_unique\` ON \`home_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_version_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_version_stats\`("_order", "_parent_id", "id", "value", "_uuid") SELECT "_order", "_parent_id", "id", "value", "_uuid" FROM \`_home_v_version_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_version_stats\` RENAME TO \`_home_v_version_stats\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_version_stats_order_idx\` ON \`_home_v_version_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_stats_parent_id_idx\` ON \`_home_v_version_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_version_stats_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_version_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_version_stats_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`_home_v_version_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_version_stats_locales\` RENAME TO \`_home_v_version_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_version_stats_locales_locale_parent_id_unique\` ON \`_home_v_version_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_alumni_page_payment_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`method\` text,
  	\`account\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`alumni_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alumni_page_payment_accounts\`("_order", "_parent_id", "id", "method", "account", "note") SELECT "_order", "_parent_id", "id", "method", "account", "note" FROM \`alumni_page_payment_accounts\`;`)
  await db.run(sql`DROP TABLE \`alumni_page_payment_accounts\`;`)
  await db.run(sql`ALTER TABLE \`__new_alumni_page_payment_accounts\` RENAME TO \`alumni_page_payment_accounts\`;`)
  await db.run(sql`CREATE INDEX \`alumni_page_payment_accounts_order_idx\` ON \`alumni_page_payment_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`alumni_page_payment_accounts_parent_id_idx\` ON \`alumni_page_payment_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__alumni_page_v_version_payment_accounts\` (
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
  await db.run(sql`INSERT INTO \`__new__alumni_page_v_version_payment_accounts\`("_order", "_parent_id", "id", "method", "account", "note", "_uuid") SELECT "_order", "_parent_id", "id", "method", "account", "note", "_uuid" FROM \`_alumni_page_v_version_payment_accounts\`;`)
  await db.run(sql`DROP TABLE \`_alumni_page_v_version_payment_accounts\`;`)
  await db.run(sql`ALTER TABLE \`__new__alumni_page_v_version_payment_accounts\` RENAME TO \`_alumni_page_v_version_payment_accounts\`;`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_payment_accounts_order_idx\` ON \`_alumni_page_v_version_payment_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_payment_accounts_parent_id_idx\` ON \`_alumni_page_v_version_payment_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_terms_locales\` (
  	\`title\` text DEFAULT 'Terms and Conditions',
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_terms_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`terms_locales\`;`)
  await db.run(sql`DROP TABLE \`terms_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_terms_locales\` RENAME TO \`terms_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`terms_locales_locale_parent_id_unique\` ON \`terms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__terms_v_locales\` (
  	\`version_title\` text DEFAULT 'Terms and Conditions',
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_terms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__terms_v_locales\`("version_title", "version_content", "id", "_locale", "_parent_id") SELECT "version_title", "version_content", "id", "_locale", "_parent_id" FROM \`_terms_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_terms_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__terms_v_locales\` RENAME TO \`_terms_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_terms_v_locales_locale_parent_id_unique\` ON \`_terms_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`site__status_idx\` ON \`site\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_site_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_site_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_site_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_site_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_site_v_version_version__status_idx\` ON \`_site_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_snapshot_idx\` ON \`_site_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_published_locale_idx\` ON \`_site_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_latest_idx\` ON \`_site_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_snapshot_idx\` ON \`_home_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_published_locale_idx\` ON \`_home_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`about__status_idx\` ON \`about\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_about_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version__status_idx\` ON \`_about_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_snapshot_idx\` ON \`_about_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_published_locale_idx\` ON \`_about_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_latest_idx\` ON \`_about_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`alumni_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`alumni_page__status_idx\` ON \`alumni_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_alumni_page_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_alumni_page_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_alumni_page_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_alumni_page_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_version__status_idx\` ON \`_alumni_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_snapshot_idx\` ON \`_alumni_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_published_locale_idx\` ON \`_alumni_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_latest_idx\` ON \`_alumni_page_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`terms\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`terms__status_idx\` ON \`terms\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_terms_v\` ADD \`version__status\` text DEFAULT 'draft';`)
  await db.run(sql`ALTER TABLE \`_terms_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_terms_v\` ADD \`published_locale\` text;`)
  await db.run(sql`ALTER TABLE \`_terms_v\` ADD \`latest\` integer;`)
  await db.run(sql`CREATE INDEX \`_terms_v_version_version__status_idx\` ON \`_terms_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_snapshot_idx\` ON \`_terms_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_published_locale_idx\` ON \`_terms_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_latest_idx\` ON \`_terms_v\` (\`latest\`);`)
  // The settings saved so far are live: they and their history count as published.
  await db.run(sql`UPDATE \`site\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`_site_v\` SET \`latest\` = 1 WHERE \`id\` = (SELECT MAX(\`id\`) FROM \`_site_v\`);`)
  await db.run(sql`UPDATE \`_site_v\` SET \`version__status\` = 'published';`)
  await db.run(sql`UPDATE \`home\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`_home_v\` SET \`latest\` = 1 WHERE \`id\` = (SELECT MAX(\`id\`) FROM \`_home_v\`);`)
  await db.run(sql`UPDATE \`_home_v\` SET \`version__status\` = 'published';`)
  await db.run(sql`UPDATE \`about\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`_about_v\` SET \`latest\` = 1 WHERE \`id\` = (SELECT MAX(\`id\`) FROM \`_about_v\`);`)
  await db.run(sql`UPDATE \`_about_v\` SET \`version__status\` = 'published';`)
  await db.run(sql`UPDATE \`alumni_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`_alumni_page_v\` SET \`latest\` = 1 WHERE \`id\` = (SELECT MAX(\`id\`) FROM \`_alumni_page_v\`);`)
  await db.run(sql`UPDATE \`_alumni_page_v\` SET \`version__status\` = 'published';`)
  await db.run(sql`UPDATE \`terms\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`_terms_v\` SET \`latest\` = 1 WHERE \`id\` = (SELECT MAX(\`id\`) FROM \`_terms_v\`);`)
  await db.run(sql`UPDATE \`_terms_v\` SET \`version__status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`site__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_site_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_site_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_site_v_published_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`_site_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_site_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_site_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_site_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`_site_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`DROP INDEX \`home__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_home_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_home_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_home_v_published_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`_home_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`DROP INDEX \`about__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_about_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_about_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_about_v_published_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`_about_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`_about_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`DROP INDEX \`alumni_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_alumni_page_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_alumni_page_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_alumni_page_v_published_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`_alumni_page_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_page_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_page_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_page_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`_alumni_page_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`DROP INDEX \`terms__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`terms\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_terms_v_version_version__status_idx\`;`)
  await db.run(sql`DROP INDEX \`_terms_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_terms_v_published_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`_terms_v_latest_idx\`;`)
  await db.run(sql`ALTER TABLE \`_terms_v\` DROP COLUMN \`version__status\`;`)
  await db.run(sql`ALTER TABLE \`_terms_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_terms_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`_terms_v\` DROP COLUMN \`latest\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_locales\` (
  	\`school_name\` text DEFAULT 'Padmapar Ideal School & College' NOT NULL,
  	\`application_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_locales\`("school_name", "application_address", "id", "_locale", "_parent_id") SELECT "school_name", "application_address", "id", "_locale", "_parent_id" FROM \`site_locales\`;`)
  await db.run(sql`DROP TABLE \`site_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_locales\` RENAME TO \`site_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_locales_locale_parent_id_unique\` ON \`site_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__site_v_locales\` (
  	\`version_school_name\` text DEFAULT 'Padmapar Ideal School & College' NOT NULL,
  	\`version_application_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__site_v_locales\`("version_school_name", "version_application_address", "id", "_locale", "_parent_id") SELECT "version_school_name", "version_application_address", "id", "_locale", "_parent_id" FROM \`_site_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_v_locales\` RENAME TO \`_site_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_v_locales_locale_parent_id_unique\` ON \`_site_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_stats\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`home_stats\`;`)
  await db.run(sql`DROP TABLE \`home_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_stats\` RENAME TO \`home_stats\`;`)
  await db.run(sql`CREATE INDEX \`home_stats_order_idx\` ON \`home_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_stats_parent_id_idx\` ON \`home_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_stats_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_stats_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`home_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_stats_locales\` RENAME TO \`home_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_stats_locales_locale_parent_id_unique\` ON \`home_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_version_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_version_stats\`("_order", "_parent_id", "id", "value", "_uuid") SELECT "_order", "_parent_id", "id", "value", "_uuid" FROM \`_home_v_version_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_version_stats\` RENAME TO \`_home_v_version_stats\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_version_stats_order_idx\` ON \`_home_v_version_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_stats_parent_id_idx\` ON \`_home_v_version_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_version_stats_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_version_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_version_stats_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`_home_v_version_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_stats_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_version_stats_locales\` RENAME TO \`_home_v_version_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_version_stats_locales_locale_parent_id_unique\` ON \`_home_v_version_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_alumni_page_payment_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`method\` text NOT NULL,
  	\`account\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`alumni_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_alumni_page_payment_accounts\`("_order", "_parent_id", "id", "method", "account", "note") SELECT "_order", "_parent_id", "id", "method", "account", "note" FROM \`alumni_page_payment_accounts\`;`)
  await db.run(sql`DROP TABLE \`alumni_page_payment_accounts\`;`)
  await db.run(sql`ALTER TABLE \`__new_alumni_page_payment_accounts\` RENAME TO \`alumni_page_payment_accounts\`;`)
  await db.run(sql`CREATE INDEX \`alumni_page_payment_accounts_order_idx\` ON \`alumni_page_payment_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`alumni_page_payment_accounts_parent_id_idx\` ON \`alumni_page_payment_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__alumni_page_v_version_payment_accounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`method\` text NOT NULL,
  	\`account\` text NOT NULL,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_alumni_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__alumni_page_v_version_payment_accounts\`("_order", "_parent_id", "id", "method", "account", "note", "_uuid") SELECT "_order", "_parent_id", "id", "method", "account", "note", "_uuid" FROM \`_alumni_page_v_version_payment_accounts\`;`)
  await db.run(sql`DROP TABLE \`_alumni_page_v_version_payment_accounts\`;`)
  await db.run(sql`ALTER TABLE \`__new__alumni_page_v_version_payment_accounts\` RENAME TO \`_alumni_page_v_version_payment_accounts\`;`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_payment_accounts_order_idx\` ON \`_alumni_page_v_version_payment_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_payment_accounts_parent_id_idx\` ON \`_alumni_page_v_version_payment_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_terms_locales\` (
  	\`title\` text DEFAULT 'Terms and Conditions' NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_terms_locales\`("title", "content", "id", "_locale", "_parent_id") SELECT "title", "content", "id", "_locale", "_parent_id" FROM \`terms_locales\`;`)
  await db.run(sql`DROP TABLE \`terms_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_terms_locales\` RENAME TO \`terms_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`terms_locales_locale_parent_id_unique\` ON \`terms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__terms_v_locales\` (
  	\`version_title\` text DEFAULT 'Terms and Conditions' NOT NULL,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_terms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__terms_v_locales\`("version_title", "version_content", "id", "_locale", "_parent_id") SELECT "version_title", "version_content", "id", "_locale", "_parent_id" FROM \`_terms_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_terms_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__terms_v_locales\` RENAME TO \`_terms_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_terms_v_locales_locale_parent_id_unique\` ON \`_terms_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}
