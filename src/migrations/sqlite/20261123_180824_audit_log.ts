import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`actor_id\` integer,
  	\`actor_email\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`target_collection\` text NOT NULL,
  	\`target_id\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_actor_idx\` ON \`audit_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_target_collection_idx\` ON \`audit_log\` (\`target_collection\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_target_id_idx\` ON \`audit_log\` (\`target_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`audit_log\`;`)
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
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "events_id", "news_id", "notices_id", "notice_categories_id", "documents_id", "calendar_entries_id", "classes_id", "student_videos_id", "campus_gallery_id", "contact_entries_id", "alumni_id", "alumni_resources_id", "community_members_id", "alumni_registrations_id", "event_registrations_id", "contact_messages_id", "admission_inquiries_id", "media_id", "users_id", "admins_id") SELECT "id", "order", "parent_id", "path", "events_id", "news_id", "notices_id", "notice_categories_id", "documents_id", "calendar_entries_id", "classes_id", "student_videos_id", "campus_gallery_id", "contact_entries_id", "alumni_id", "alumni_resources_id", "community_members_id", "alumni_registrations_id", "event_registrations_id", "contact_messages_id", "admission_inquiries_id", "media_id", "users_id", "admins_id" FROM \`payload_locked_documents_rels\`;`)
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
}
