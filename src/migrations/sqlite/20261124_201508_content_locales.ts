import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyBackFromLocalesStatements, copyIntoLocalesStatements } from '../content-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_locales\` (
  	\`name\` text,
  	\`sub_nameor_title\` text,
  	\`details\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_locales\` (
  	\`version_name\` text,
  	\`version_sub_nameor_title\` text,
  	\`version_details\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`short_description\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_short_description\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`notices_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`excerpt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notices_locales_locale_parent_id_unique\` ON \`notices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_notices_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`version_excerpt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_notices_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_notices_v_locales_locale_parent_id_unique\` ON \`_notices_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calendar_entries_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`calendar_entries_locales_locale_parent_id_unique\` ON \`calendar_entries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`classes_locales\` (
  	\`name\` text NOT NULL,
  	\`short_description\` text,
  	\`long_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`classes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`classes_locales_locale_parent_id_unique\` ON \`classes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_locales\` (
  	\`school_name\` text DEFAULT 'Padmapar Ideal School & College' NOT NULL,
  	\`application_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_locales_locale_parent_id_unique\` ON \`site_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_locales\` (
  	\`hero_section\` text,
  	\`hero_section_sub_title\` text,
  	\`title_one\` text,
  	\`title_one_description\` text,
  	\`title_two\` text,
  	\`title_two_description\` text,
  	\`title\` text,
  	\`description\` text,
  	\`footer_thumbnail_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_locales_locale_parent_id_unique\` ON \`home_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`mission_vision\` text,
  	\`years_history\` text,
  	\`principal_name\` text,
  	\`principal_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_locales_locale_parent_id_unique\` ON \`about_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`alumni_page_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`welcome_title\` text,
  	\`welcome_description\` text,
  	\`connect_title\` text,
  	\`connect_description\` text,
  	\`camping_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`alumni_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`alumni_page_locales_locale_parent_id_unique\` ON \`alumni_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`terms_locales\` (
  	\`title\` text DEFAULT 'Terms and Conditions' NOT NULL,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`terms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`terms_locales_locale_parent_id_unique\` ON \`terms_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Existing texts become the English version before their old columns go.
  for (const statement of copyIntoLocalesStatements()) await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_events_v_snapshot_idx\` ON \`_events_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_published_locale_idx\` ON \`_events_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_sub_nameor_title\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_details\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_short_description\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_notices_v_snapshot_idx\` ON \`_notices_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_published_locale_idx\` ON \`_notices_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_notices_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` DROP COLUMN \`version_body\`;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` DROP COLUMN \`version_excerpt\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`sub_nameor_title\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`details\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`short_description\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`notices\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`notices\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`notices\` DROP COLUMN \`excerpt\`;`)
  await db.run(sql`ALTER TABLE \`calendar_entries\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`calendar_entries\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`classes\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`classes\` DROP COLUMN \`short_description\`;`)
  await db.run(sql`ALTER TABLE \`classes\` DROP COLUMN \`long_description\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`school_name\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`application_address\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`hero_section\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`hero_section_sub_title\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`title_one\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`title_one_description\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`title_two\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`title_two_description\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`footer_thumbnail_title\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`subtitle\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`mission_vision\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`years_history\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`principal_name\`;`)
  await db.run(sql`ALTER TABLE \`about\` DROP COLUMN \`principal_message\`;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` DROP COLUMN \`subtitle\`;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` DROP COLUMN \`welcome_title\`;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` DROP COLUMN \`welcome_description\`;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` DROP COLUMN \`connect_title\`;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` DROP COLUMN \`connect_description\`;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` DROP COLUMN \`camping_title\`;`)
  await db.run(sql`ALTER TABLE \`terms\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`terms\` DROP COLUMN \`content\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_events_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_events_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_sub_nameor_title\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_details\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_news_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_news_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_short_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_notices_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_notices_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_body\` text;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`sub_nameor_title\` text;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`details\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`short_description\` text;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`notices\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`notices\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`notices\` ADD \`excerpt\` text;`)
  await db.run(sql`ALTER TABLE \`calendar_entries\` ADD \`title\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`calendar_entries\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`classes\` ADD \`name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`classes\` ADD \`short_description\` text;`)
  await db.run(sql`ALTER TABLE \`classes\` ADD \`long_description\` text;`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`school_name\` text DEFAULT 'Padmapar Ideal School & College' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`application_address\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`hero_section\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`hero_section_sub_title\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`title_one\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`title_one_description\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`title_two\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`title_two_description\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`footer_thumbnail_title\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`mission_vision\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`years_history\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`principal_name\` text;`)
  await db.run(sql`ALTER TABLE \`about\` ADD \`principal_message\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` ADD \`subtitle\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` ADD \`welcome_title\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` ADD \`welcome_description\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` ADD \`connect_title\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` ADD \`connect_description\` text;`)
  await db.run(sql`ALTER TABLE \`alumni_page\` ADD \`camping_title\` text;`)
  await db.run(sql`ALTER TABLE \`terms\` ADD \`title\` text DEFAULT 'Terms and Conditions' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`terms\` ADD \`content\` text;`)
  // The English version goes back into the documents' own columns before the tables go.
  for (const statement of copyBackFromLocalesStatements()) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`notices_locales\`;`)
  await db.run(sql`DROP TABLE \`_notices_v_locales\`;`)
  await db.run(sql`DROP TABLE \`calendar_entries_locales\`;`)
  await db.run(sql`DROP TABLE \`classes_locales\`;`)
  await db.run(sql`DROP TABLE \`site_locales\`;`)
  await db.run(sql`DROP TABLE \`home_locales\`;`)
  await db.run(sql`DROP TABLE \`about_locales\`;`)
  await db.run(sql`DROP TABLE \`alumni_page_locales\`;`)
  await db.run(sql`DROP TABLE \`terms_locales\`;`)
}
