import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Exams with their classes and subjects, and each student's graded result (one read per lookup: exam, class, roll).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`exams_classes_subjects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`full_marks\` numeric DEFAULT 100 NOT NULL,
  	\`pass_marks\` numeric DEFAULT 33 NOT NULL,
  	\`optional\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exams_classes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exams_classes_subjects_order_idx\` ON \`exams_classes_subjects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exams_classes_subjects_parent_id_idx\` ON \`exams_classes_subjects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exams_classes_subjects_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exams_classes_subjects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`exams_classes_subjects_locales_locale_parent_id_unique\` ON \`exams_classes_subjects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exams_classes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`class\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exams_classes_order_idx\` ON \`exams_classes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exams_classes_parent_id_idx\` ON \`exams_classes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exams\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`publish_at\` text NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`exams_year_idx\` ON \`exams\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`exams_publish_at_idx\` ON \`exams\` (\`publish_at\`);`)
  await db.run(sql`CREATE INDEX \`exams_status_idx\` ON \`exams\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`exams_updated_at_idx\` ON \`exams\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exams_created_at_idx\` ON \`exams\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`exams_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`exams_locales_locale_parent_id_unique\` ON \`exams_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`results_subjects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`marks\` numeric NOT NULL,
  	\`grade\` text,
  	\`point\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`results\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`results_subjects_order_idx\` ON \`results_subjects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`results_subjects_parent_id_idx\` ON \`results_subjects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`results\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`exam_id\` integer NOT NULL,
  	\`class\` text NOT NULL,
  	\`section\` text,
  	\`roll\` numeric NOT NULL,
  	\`registration\` text NOT NULL,
  	\`student_name\` text NOT NULL,
  	\`gpa\` numeric NOT NULL,
  	\`grade\` text NOT NULL,
  	\`result\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`exam_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`results_exam_idx\` ON \`results\` (\`exam_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`results_code_idx\` ON \`results\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`results_updated_at_idx\` ON \`results\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`results_created_at_idx\` ON \`results\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exam_class_roll_idx\` ON \`results\` (\`exam_id\`,\`class\`,\`roll\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exam_registration_idx\` ON \`results\` (\`exam_id\`,\`registration\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`exams_id\` integer REFERENCES exams(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`results_id\` integer REFERENCES results(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exams_id_idx\` ON \`payload_locked_documents_rels\` (\`exams_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_results_id_idx\` ON \`payload_locked_documents_rels\` (\`results_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`exams_classes_subjects\`;`)
  await db.run(sql`DROP TABLE \`exams_classes_subjects_locales\`;`)
  await db.run(sql`DROP TABLE \`exams_classes\`;`)
  await db.run(sql`DROP TABLE \`exams\`;`)
  await db.run(sql`DROP TABLE \`exams_locales\`;`)
  await db.run(sql`DROP TABLE \`results_subjects\`;`)
  await db.run(sql`DROP TABLE \`results\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`events_id\` integer,
  	\`news_id\` integer,
  	\`notices_id\` integer,
  	\`notice_categories_id\` integer,
  	\`documents_id\` integer,
  	\`calendar_entries_id\` integer,
  	\`classes_id\` integer,
  	\`student_videos_id\` integer,
  	\`campus_gallery_id\` integer,
  	\`contact_entries_id\` integer,
  	\`alumni_id\` integer,
  	\`alumni_resources_id\` integer,
  	\`community_members_id\` integer,
  	\`alumni_registrations_id\` integer,
  	\`event_registrations_id\` integer,
  	\`contact_messages_id\` integer,
  	\`admission_inquiries_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`admins_id\` integer,
  	\`audit_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notices_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notice_categories_id\`) REFERENCES \`notice_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calendar_entries_id\`) REFERENCES \`calendar_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`classes_id\`) REFERENCES \`classes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`student_videos_id\`) REFERENCES \`student_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`campus_gallery_id\`) REFERENCES \`campus_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_entries_id\`) REFERENCES \`contact_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alumni_id\`) REFERENCES \`alumni\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alumni_resources_id\`) REFERENCES \`alumni_resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`community_members_id\`) REFERENCES \`community_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alumni_registrations_id\`) REFERENCES \`alumni_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_registrations_id\`) REFERENCES \`event_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_inquiries_id\`) REFERENCES \`admission_inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "events_id", "news_id", "notices_id", "notice_categories_id", "documents_id", "calendar_entries_id", "classes_id", "student_videos_id", "campus_gallery_id", "contact_entries_id", "alumni_id", "alumni_resources_id", "community_members_id", "alumni_registrations_id", "event_registrations_id", "contact_messages_id", "admission_inquiries_id", "media_id", "users_id", "admins_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "events_id", "news_id", "notices_id", "notice_categories_id", "documents_id", "calendar_entries_id", "classes_id", "student_videos_id", "campus_gallery_id", "contact_entries_id", "alumni_id", "alumni_resources_id", "community_members_id", "alumni_registrations_id", "event_registrations_id", "contact_messages_id", "admission_inquiries_id", "media_id", "users_id", "admins_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notice_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`notice_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calendar_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`calendar_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_classes_id_idx\` ON \`payload_locked_documents_rels\` (\`classes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_student_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`student_videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campus_gallery_id_idx\` ON \`payload_locked_documents_rels\` (\`campus_gallery_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alumni_id_idx\` ON \`payload_locked_documents_rels\` (\`alumni_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alumni_resources_id_idx\` ON \`payload_locked_documents_rels\` (\`alumni_resources_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_community_members_id_idx\` ON \`payload_locked_documents_rels\` (\`community_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alumni_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`alumni_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admins_id_idx\` ON \`payload_locked_documents_rels\` (\`admins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}
