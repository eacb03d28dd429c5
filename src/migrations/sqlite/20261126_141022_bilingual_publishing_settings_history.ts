import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_site_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_site_logo_id\` integer,
  	\`version_application_email\` text,
  	\`version_application_phone\` text,
  	\`version_map_embed_url\` text,
  	\`version_sms_rate_per_part\` numeric DEFAULT 0.35,
  	\`version_facebook_link\` text,
  	\`version_linkedin_link\` text,
  	\`version_youtube_link\` text,
  	\`version_twitter_link\` text,
  	\`version_messaging_link\` text,
  	\`version_developer_credit\` text,
  	\`version_developer_link\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_site_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_v_version_version_site_logo_idx\` ON \`_site_v\` (\`version_site_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_created_at_idx\` ON \`_site_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_v_updated_at_idx\` ON \`_site_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_site_v_locales\` (
  	\`version_school_name\` text DEFAULT 'Padmapar Ideal School & College' NOT NULL,
  	\`version_application_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_v_locales_locale_parent_id_unique\` ON \`_site_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_stats_order_idx\` ON \`_home_v_version_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_stats_parent_id_idx\` ON \`_home_v_version_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_stats_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_version_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_version_stats_locales_locale_parent_id_unique\` ON \`_home_v_version_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_herosection_image_1_id\` integer,
  	\`version_herosection_image_2_id\` integer,
  	\`version_herosection_image_3_id\` integer,
  	\`version_herosection_image_4_id\` integer,
  	\`version_herosection_image_5_id\` integer,
  	\`version_herosection_image_6_id\` integer,
  	\`version_herosection_image_7_id\` integer,
  	\`version_herosection_image_8_id\` integer,
  	\`version_herosection_image_9_id\` integer,
  	\`version_herosection_image_10_id\` integer,
  	\`version_title_one_image_1_id\` integer,
  	\`version_title_one_image_2_id\` integer,
  	\`version_title_one_image_3_id\` integer,
  	\`version_title_two_image_1_id\` integer,
  	\`version_title_two_image_2_id\` integer,
  	\`version_title_two_image_3_id\` integer,
  	\`version_section_image_1_id\` integer,
  	\`version_section_image_2_id\` integer,
  	\`version_section_image_3_id\` integer,
  	\`version_background_image_id\` integer,
  	\`version_video_content\` text,
  	\`version_footer_section_thumbnail_id\` integer,
  	\`version_footer_video_content\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_herosection_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_herosection_image_2_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_herosection_image_3_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_herosection_image_4_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_herosection_image_5_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_herosection_image_6_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_herosection_image_7_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_herosection_image_8_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_herosection_image_9_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_herosection_image_10_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_title_one_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_title_one_image_2_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_title_one_image_3_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_title_two_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_title_two_image_2_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_title_two_image_3_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_image_2_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_image_3_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_footer_section_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_herosection_image_1_idx\` ON \`_home_v\` (\`version_herosection_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_herosection_image_2_idx\` ON \`_home_v\` (\`version_herosection_image_2_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_herosection_image_3_idx\` ON \`_home_v\` (\`version_herosection_image_3_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_herosection_image_4_idx\` ON \`_home_v\` (\`version_herosection_image_4_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_herosection_image_5_idx\` ON \`_home_v\` (\`version_herosection_image_5_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_herosection_image_6_idx\` ON \`_home_v\` (\`version_herosection_image_6_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_herosection_image_7_idx\` ON \`_home_v\` (\`version_herosection_image_7_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_herosection_image_8_idx\` ON \`_home_v\` (\`version_herosection_image_8_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_herosection_image_9_idx\` ON \`_home_v\` (\`version_herosection_image_9_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_herosection_image_10_idx\` ON \`_home_v\` (\`version_herosection_image_10_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_title_one_image_1_idx\` ON \`_home_v\` (\`version_title_one_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_title_one_image_2_idx\` ON \`_home_v\` (\`version_title_one_image_2_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_title_one_image_3_idx\` ON \`_home_v\` (\`version_title_one_image_3_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_title_two_image_1_idx\` ON \`_home_v\` (\`version_title_two_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_title_two_image_2_idx\` ON \`_home_v\` (\`version_title_two_image_2_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_title_two_image_3_idx\` ON \`_home_v\` (\`version_title_two_image_3_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_section_image_1_idx\` ON \`_home_v\` (\`version_section_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_section_image_2_idx\` ON \`_home_v\` (\`version_section_image_2_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_section_image_3_idx\` ON \`_home_v\` (\`version_section_image_3_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_background_image_idx\` ON \`_home_v\` (\`version_background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version_footer_section_thumbnail_idx\` ON \`_home_v\` (\`version_footer_section_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_locales\` (
  	\`version_hero_section\` text,
  	\`version_hero_section_sub_title\` text,
  	\`version_title_one\` text,
  	\`version_title_one_description\` text,
  	\`version_title_two\` text,
  	\`version_title_two_description\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_footer_thumbnail_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_locales_locale_parent_id_unique\` ON \`_home_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_about_banner_image_id\` integer,
  	\`version_about_image_1_id\` integer,
  	\`version_principal_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_about_banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_about_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_principal_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_version_version_about_banner_image_idx\` ON \`_about_v\` (\`version_about_banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version_about_image_1_idx\` ON \`_about_v\` (\`version_about_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_version_version_principal_image_idx\` ON \`_about_v\` (\`version_principal_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_created_at_idx\` ON \`_about_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_updated_at_idx\` ON \`_about_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_mission_vision\` text,
  	\`version_years_history\` text,
  	\`version_principal_name\` text,
  	\`version_principal_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_v_locales_locale_parent_id_unique\` ON \`_about_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_page_v_version_payment_accounts\` (
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
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_payment_accounts_order_idx\` ON \`_alumni_page_v_version_payment_accounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_payment_accounts_parent_id_idx\` ON \`_alumni_page_v_version_payment_accounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_section_image_1_id\` integer,
  	\`version_section_image_2_id\` integer,
  	\`version_facebook_link\` text,
  	\`version_linkdin_link\` text,
  	\`version_youtube_link\` text,
  	\`version_twitter_link\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_section_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_section_image_2_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_version_section_image_1_idx\` ON \`_alumni_page_v\` (\`version_section_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_version_version_section_image_2_idx\` ON \`_alumni_page_v\` (\`version_section_image_2_id\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_created_at_idx\` ON \`_alumni_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alumni_page_v_updated_at_idx\` ON \`_alumni_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_alumni_page_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_welcome_title\` text,
  	\`version_welcome_description\` text,
  	\`version_connect_title\` text,
  	\`version_connect_description\` text,
  	\`version_camping_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_alumni_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_alumni_page_v_locales_locale_parent_id_unique\` ON \`_alumni_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_terms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_terms_v_created_at_idx\` ON \`_terms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_terms_v_updated_at_idx\` ON \`_terms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_terms_v_locales\` (
  	\`version_title\` text DEFAULT 'Terms and Conditions' NOT NULL,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_terms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_terms_v_locales_locale_parent_id_unique\` ON \`_terms_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`bangla_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_bangla_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`bangla_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_bangla_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`notices\` ADD \`bangla_only\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` ADD \`version_bangla_only\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_site_v\`;`)
  await db.run(sql`DROP TABLE \`_site_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v\`;`)
  await db.run(sql`DROP TABLE \`_home_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_v\`;`)
  await db.run(sql`DROP TABLE \`_about_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_alumni_page_v_version_payment_accounts\`;`)
  await db.run(sql`DROP TABLE \`_alumni_page_v\`;`)
  await db.run(sql`DROP TABLE \`_alumni_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_terms_v\`;`)
  await db.run(sql`DROP TABLE \`_terms_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`bangla_only\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_bangla_only\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`bangla_only\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_bangla_only\`;`)
  await db.run(sql`ALTER TABLE \`notices\` DROP COLUMN \`bangla_only\`;`)
  await db.run(sql`ALTER TABLE \`_notices_v\` DROP COLUMN \`version_bangla_only\`;`)
}
