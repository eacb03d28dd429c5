import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sms_days\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`parts\` numeric DEFAULT 0 NOT NULL,
  	\`limit_reached_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sms_days_day_idx\` ON \`sms_days\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`sms_days_updated_at_idx\` ON \`sms_days\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_days_created_at_idx\` ON \`sms_days\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`guardian_phone_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`phone\` text NOT NULL,
  	\`code_digest\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`tries\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`guardian_phone_codes_member_idx\` ON \`guardian_phone_codes\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`guardian_phone_codes_updated_at_idx\` ON \`guardian_phone_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`guardian_phone_codes_created_at_idx\` ON \`guardian_phone_codes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`guardian_sms_confirmed\` text;`)
  await db.run(sql`ALTER TABLE \`broadcasts\` ADD \`unconfirmed_numbers\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sms_days_id\` integer REFERENCES sms_days(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`guardian_phone_codes_id\` integer REFERENCES guardian_phone_codes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_days_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_days_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guardian_phone_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`guardian_phone_codes_id\`);`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`sms_daily_cap\` numeric DEFAULT 5000;`)
  await db.run(sql`ALTER TABLE \`_site_v\` ADD \`version_sms_daily_cap\` numeric DEFAULT 5000;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sms_days\`;`)
  await db.run(sql`DROP TABLE \`guardian_phone_codes\`;`)
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
  	\`alerts_id\` integer,
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
  	\`statement_lines_id\` integer,
  	\`reunion_registrations_id\` integer,
  	\`reunion_admissions_id\` integer,
  	\`statement_formats_id\` integer,
  	\`event_registrations_id\` integer,
  	\`contact_messages_id\` integer,
  	\`admission_inquiries_id\` integer,
  	\`exams_id\` integer,
  	\`results_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`admins_id\` integer,
  	\`audit_log_id\` integer,
  	\`broadcasts_id\` integer,
  	\`broadcast_recipients_id\` integer,
  	\`sms_opt_outs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notices_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notice_categories_id\`) REFERENCES \`notice_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alerts_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`statement_lines_id\`) REFERENCES \`statement_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reunion_registrations_id\`) REFERENCES \`reunion_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reunion_admissions_id\`) REFERENCES \`reunion_admissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`statement_formats_id\`) REFERENCES \`statement_formats\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_registrations_id\`) REFERENCES \`event_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admission_inquiries_id\`) REFERENCES \`admission_inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exams_id\`) REFERENCES \`exams\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`results_id\`) REFERENCES \`results\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`broadcasts_id\`) REFERENCES \`broadcasts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`broadcast_recipients_id\`) REFERENCES \`broadcast_recipients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sms_opt_outs_id\`) REFERENCES \`sms_opt_outs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "events_id", "news_id", "notices_id", "notice_categories_id", "alerts_id", "documents_id", "calendar_entries_id", "classes_id", "student_videos_id", "campus_gallery_id", "contact_entries_id", "alumni_id", "alumni_resources_id", "community_members_id", "alumni_registrations_id", "statement_lines_id", "reunion_registrations_id", "reunion_admissions_id", "statement_formats_id", "event_registrations_id", "contact_messages_id", "admission_inquiries_id", "exams_id", "results_id", "media_id", "users_id", "admins_id", "audit_log_id", "broadcasts_id", "broadcast_recipients_id", "sms_opt_outs_id") SELECT "id", "order", "parent_id", "path", "events_id", "news_id", "notices_id", "notice_categories_id", "alerts_id", "documents_id", "calendar_entries_id", "classes_id", "student_videos_id", "campus_gallery_id", "contact_entries_id", "alumni_id", "alumni_resources_id", "community_members_id", "alumni_registrations_id", "statement_lines_id", "reunion_registrations_id", "reunion_admissions_id", "statement_formats_id", "event_registrations_id", "contact_messages_id", "admission_inquiries_id", "exams_id", "results_id", "media_id", "users_id", "admins_id", "audit_log_id", "broadcasts_id", "broadcast_recipients_id", "sms_opt_outs_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_statement_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`statement_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reunion_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`reunion_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reunion_admissions_id_idx\` ON \`payload_locked_documents_rels\` (\`reunion_admissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_statement_formats_id_idx\` ON \`payload_locked_documents_rels\` (\`statement_formats_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exams_id_idx\` ON \`payload_locked_documents_rels\` (\`exams_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_results_id_idx\` ON \`payload_locked_documents_rels\` (\`results_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admins_id_idx\` ON \`payload_locked_documents_rels\` (\`admins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_broadcasts_id_idx\` ON \`payload_locked_documents_rels\` (\`broadcasts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_broadcast_recipients_id_idx\` ON \`payload_locked_documents_rels\` (\`broadcast_recipients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_opt_outs_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_opt_outs_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`guardian_sms_confirmed\`;`)
  await db.run(sql`ALTER TABLE \`broadcasts\` DROP COLUMN \`unconfirmed_numbers\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`sms_daily_cap\`;`)
  await db.run(sql`ALTER TABLE \`_site_v\` DROP COLUMN \`version_sms_daily_cap\`;`)
}
