import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`institution_recognition_levels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`permission_date\` text,
  	\`permission_document_id\` integer,
  	\`recognition_date\` text,
  	\`recognition_until\` text,
  	\`recognition_document_id\` integer,
  	\`mpo\` text,
  	\`mpo_since\` text,
  	FOREIGN KEY (\`permission_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recognition_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institution_recognition_levels_order_idx\` ON \`institution_recognition_levels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institution_recognition_levels_parent_id_idx\` ON \`institution_recognition_levels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`institution_recognition_levels_permission_document_idx\` ON \`institution_recognition_levels\` (\`permission_document_id\`);`)
  await db.run(sql`CREATE INDEX \`institution_recognition_levels_recognition_document_idx\` ON \`institution_recognition_levels\` (\`recognition_document_id\`);`)
  await db.run(sql`CREATE TABLE \`institution_recognition_levels_locales\` (
  	\`level\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution_recognition_levels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`institution_recognition_levels_locales_locale_parent_id_uniq\` ON \`institution_recognition_levels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institution_governing_body_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`term_from\` text,
  	\`term_to\` text,
  	\`phone\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institution_governing_body_members_order_idx\` ON \`institution_governing_body_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institution_governing_body_members_parent_id_idx\` ON \`institution_governing_body_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institution_governing_body_members_locales\` (
  	\`name\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution_governing_body_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`institution_governing_body_members_locales_locale_parent_id_\` ON \`institution_governing_body_members_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institution_enrolment_approved_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`class\` text NOT NULL,
  	\`sections\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institution_enrolment_approved_sections_order_idx\` ON \`institution_enrolment_approved_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institution_enrolment_approved_sections_parent_id_idx\` ON \`institution_enrolment_approved_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institution_enrolment_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`class\` text,
  	\`section\` text,
  	\`girls\` numeric DEFAULT 0,
  	\`boys\` numeric DEFAULT 0,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institution_enrolment_rows_order_idx\` ON \`institution_enrolment_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institution_enrolment_rows_parent_id_idx\` ON \`institution_enrolment_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institution_staff_other_staff\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`count\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institution_staff_other_staff_order_idx\` ON \`institution_staff_other_staff\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institution_staff_other_staff_parent_id_idx\` ON \`institution_staff_other_staff\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institution_staff_other_staff_locales\` (
  	\`post\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution_staff_other_staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`institution_staff_other_staff_locales_locale_parent_id_uniqu\` ON \`institution_staff_other_staff_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institution_staff_left_out_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`post\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institution_staff_left_out_posts_order_idx\` ON \`institution_staff_left_out_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institution_staff_left_out_posts_parent_id_idx\` ON \`institution_staff_left_out_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institution_academics_routines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`class\` text NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`document_id\` integer NOT NULL,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institution_academics_routines_order_idx\` ON \`institution_academics_routines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institution_academics_routines_parent_id_idx\` ON \`institution_academics_routines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`institution_academics_routines_document_idx\` ON \`institution_academics_routines\` (\`document_id\`);`)
  await db.run(sql`CREATE TABLE \`institution_academics_syllabi\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`class\` text NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`document_id\` integer NOT NULL,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institution_academics_syllabi_order_idx\` ON \`institution_academics_syllabi\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institution_academics_syllabi_parent_id_idx\` ON \`institution_academics_syllabi\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`institution_academics_syllabi_document_idx\` ON \`institution_academics_syllabi\` (\`document_id\`);`)
  await db.run(sql`CREATE TABLE \`institution_citizen_charter_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`institution_citizen_charter_services_order_idx\` ON \`institution_citizen_charter_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`institution_citizen_charter_services_parent_id_idx\` ON \`institution_citizen_charter_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institution_citizen_charter_services_locales\` (
  	\`service\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`time\` text NOT NULL,
  	\`fee\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution_citizen_charter_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`institution_citizen_charter_services_locales_locale_parent_i\` ON \`institution_citizen_charter_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`institution\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`profile_eiin\` text,
  	\`profile_school_code\` text,
  	\`profile_college_code\` text,
  	\`profile_established\` numeric,
  	\`profile_type\` text,
  	\`profile_map_link\` text,
  	\`profile_phone\` text,
  	\`profile_email\` text,
  	\`profile_updated_at\` text,
  	\`recognition_nationalisation\` text,
  	\`recognition_nationalised_on\` text,
  	\`recognition_updated_at\` text,
  	\`governing_body_kind\` text,
  	\`governing_body_updated_at\` text,
  	\`enrolment_source\` text DEFAULT 'entered' NOT NULL,
  	\`enrolment_year\` numeric,
  	\`enrolment_updated_at\` text,
  	\`staff_updated_at\` text,
  	\`academics_calendar_link\` text DEFAULT '/calendar',
  	\`academics_updated_at\` text,
  	\`citizen_charter_updated_at\` text,
  	\`officers_information_officer_phone\` text,
  	\`officers_information_officer_email\` text,
  	\`officers_grs_focal_point_phone\` text,
  	\`officers_grs_focal_point_email\` text,
  	\`officers_updated_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`institution_locales\` (
  	\`profile_name\` text,
  	\`profile_board\` text,
  	\`profile_address\` text,
  	\`officers_information_officer_name\` text,
  	\`officers_information_officer_post\` text,
  	\`officers_grs_focal_point_name\` text,
  	\`officers_grs_focal_point_post\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`institution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`institution_locales_locale_parent_id_unique\` ON \`institution_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`institution_recognition_levels\`;`)
  await db.run(sql`DROP TABLE \`institution_recognition_levels_locales\`;`)
  await db.run(sql`DROP TABLE \`institution_governing_body_members\`;`)
  await db.run(sql`DROP TABLE \`institution_governing_body_members_locales\`;`)
  await db.run(sql`DROP TABLE \`institution_enrolment_approved_sections\`;`)
  await db.run(sql`DROP TABLE \`institution_enrolment_rows\`;`)
  await db.run(sql`DROP TABLE \`institution_staff_other_staff\`;`)
  await db.run(sql`DROP TABLE \`institution_staff_other_staff_locales\`;`)
  await db.run(sql`DROP TABLE \`institution_staff_left_out_posts\`;`)
  await db.run(sql`DROP TABLE \`institution_academics_routines\`;`)
  await db.run(sql`DROP TABLE \`institution_academics_syllabi\`;`)
  await db.run(sql`DROP TABLE \`institution_citizen_charter_services\`;`)
  await db.run(sql`DROP TABLE \`institution_citizen_charter_services_locales\`;`)
  await db.run(sql`DROP TABLE \`institution\`;`)
  await db.run(sql`DROP TABLE \`institution_locales\`;`)
}
