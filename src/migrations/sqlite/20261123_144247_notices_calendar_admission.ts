import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`category_id\` integer,
  	\`publish_date\` text,
  	\`body\` text,
  	\`excerpt\` text,
  	\`pinned\` integer DEFAULT false,
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`notice_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`notices_category_idx\` ON \`notices\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`notices_publish_date_idx\` ON \`notices\` (\`publish_date\`);`)
  await db.run(sql`CREATE INDEX \`notices_pinned_idx\` ON \`notices\` (\`pinned\`);`)
  await db.run(sql`CREATE INDEX \`notices_expires_at_idx\` ON \`notices\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_updated_at_idx\` ON \`notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notices_created_at_idx\` ON \`notices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notices__status_idx\` ON \`notices\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`notices_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`notices_rels_order_idx\` ON \`notices_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`notices_rels_parent_idx\` ON \`notices_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`notices_rels_path_idx\` ON \`notices_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`notices_rels_documents_id_idx\` ON \`notices_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_notices_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_category_id\` integer,
  	\`version_publish_date\` text,
  	\`version_body\` text,
  	\`version_excerpt\` text,
  	\`version_pinned\` integer DEFAULT false,
  	\`version_expires_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`notice_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_notices_v_parent_idx\` ON \`_notices_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_category_idx\` ON \`_notices_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_publish_date_idx\` ON \`_notices_v\` (\`version_publish_date\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_pinned_idx\` ON \`_notices_v\` (\`version_pinned\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_expires_at_idx\` ON \`_notices_v\` (\`version_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_updated_at_idx\` ON \`_notices_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version_created_at_idx\` ON \`_notices_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_version_version__status_idx\` ON \`_notices_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_created_at_idx\` ON \`_notices_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_updated_at_idx\` ON \`_notices_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_latest_idx\` ON \`_notices_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_notices_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_notices_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_order_idx\` ON \`_notices_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_parent_idx\` ON \`_notices_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_path_idx\` ON \`_notices_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_notices_v_rels_documents_id_idx\` ON \`_notices_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`notice_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notice_categories_name_idx\` ON \`notice_categories\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`notice_categories_sort_order_idx\` ON \`notice_categories\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`notice_categories_updated_at_idx\` ON \`notice_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notice_categories_created_at_idx\` ON \`notice_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`calendar_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`calendar_entries_kind_idx\` ON \`calendar_entries\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_start_date_idx\` ON \`calendar_entries\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_end_date_idx\` ON \`calendar_entries\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_updated_at_idx\` ON \`calendar_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`calendar_entries_created_at_idx\` ON \`calendar_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`admission_inquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`student_name\` text NOT NULL,
  	\`class_sought_id\` integer NOT NULL,
  	\`guardian_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text,
  	\`message\` text,
  	\`status\` text DEFAULT 'new',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`class_sought_id\`) REFERENCES \`classes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`admission_inquiries_class_sought_idx\` ON \`admission_inquiries\` (\`class_sought_id\`);`)
  await db.run(sql`CREATE INDEX \`admission_inquiries_status_idx\` ON \`admission_inquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`admission_inquiries_updated_at_idx\` ON \`admission_inquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`admission_inquiries_created_at_idx\` ON \`admission_inquiries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`notices_id\` integer REFERENCES notices(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`notice_categories_id\` integer REFERENCES notice_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`documents_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`calendar_entries_id\` integer REFERENCES calendar_entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`admission_inquiries_id\` integer REFERENCES admission_inquiries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notice_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`notice_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calendar_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`calendar_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admission_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`admission_inquiries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`notices\`;`)
  await db.run(sql`DROP TABLE \`notices_rels\`;`)
  await db.run(sql`DROP TABLE \`_notices_v\`;`)
  await db.run(sql`DROP TABLE \`_notices_v_rels\`;`)
  await db.run(sql`DROP TABLE \`notice_categories\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`calendar_entries\`;`)
  await db.run(sql`DROP TABLE \`admission_inquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`events_id\` integer,
  	\`news_id\` integer,
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
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`admins_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "events_id", "news_id", "classes_id", "student_videos_id", "campus_gallery_id", "contact_entries_id", "alumni_id", "alumni_resources_id", "community_members_id", "alumni_registrations_id", "event_registrations_id", "contact_messages_id", "media_id", "users_id", "admins_id") SELECT "id", "order", "parent_id", "path", "events_id", "news_id", "classes_id", "student_videos_id", "campus_gallery_id", "contact_entries_id", "alumni_id", "alumni_resources_id", "community_members_id", "alumni_registrations_id", "event_registrations_id", "contact_messages_id", "media_id", "users_id", "admins_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admins_id_idx\` ON \`payload_locked_documents_rels\` (\`admins_id\`);`)
}
