import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_speakers_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_speakers_info_order_idx\` ON \`events_speakers_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_speakers_info_parent_id_idx\` ON \`events_speakers_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_workshops_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_workshops_info_order_idx\` ON \`events_workshops_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_workshops_info_parent_id_idx\` ON \`events_workshops_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_networks_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_networks_info_order_idx\` ON \`events_networks_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_networks_info_parent_id_idx\` ON \`events_networks_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`type\` text DEFAULT 'Event',
  	\`is_featured\` integer DEFAULT false,
  	\`sub_nameor_title\` text,
  	\`image_id\` integer,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`company\` text,
  	\`details\` text,
  	\`capacity\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`events_type_idx\` ON \`events\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`events_is_featured_idx\` ON \`events\` (\`is_featured\`);`)
  await db.run(sql`CREATE INDEX \`events_image_idx\` ON \`events\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_start_date_idx\` ON \`events\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_media_id_idx\` ON \`events_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_speakers_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_speakers_info_order_idx\` ON \`_events_v_version_speakers_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_speakers_info_parent_id_idx\` ON \`_events_v_version_speakers_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_workshops_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_workshops_info_order_idx\` ON \`_events_v_version_workshops_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_workshops_info_parent_id_idx\` ON \`_events_v_version_workshops_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_networks_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_networks_info_order_idx\` ON \`_events_v_version_networks_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_networks_info_parent_id_idx\` ON \`_events_v_version_networks_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_type\` text DEFAULT 'Event',
  	\`version_is_featured\` integer DEFAULT false,
  	\`version_sub_nameor_title\` text,
  	\`version_image_id\` integer,
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_company\` text,
  	\`version_details\` text,
  	\`version_capacity\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_type_idx\` ON \`_events_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_is_featured_idx\` ON \`_events_v\` (\`version_is_featured\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_image_idx\` ON \`_events_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_start_date_idx\` ON \`_events_v\` (\`version_start_date\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_media_id_idx\` ON \`_events_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`media_id\` integer,
  	\`publish_date\` text,
  	\`category\` text,
  	\`author\` text,
  	\`short_description\` text,
  	\`description\` text,
  	\`is_featured\` integer DEFAULT false,
  	\`read_time\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_media_idx\` ON \`news\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`news_publish_date_idx\` ON \`news\` (\`publish_date\`);`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`news_is_featured_idx\` ON \`news\` (\`is_featured\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_media_id\` integer,
  	\`version_publish_date\` text,
  	\`version_category\` text,
  	\`version_author\` text,
  	\`version_short_description\` text,
  	\`version_description\` text,
  	\`version_is_featured\` integer DEFAULT false,
  	\`version_read_time\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_media_idx\` ON \`_news_v\` (\`version_media_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_publish_date_idx\` ON \`_news_v\` (\`version_publish_date\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_is_featured_idx\` ON \`_news_v\` (\`version_is_featured\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`classes_subject\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`classes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`classes_subject_order_idx\` ON \`classes_subject\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`classes_subject_parent_id_idx\` ON \`classes_subject\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`classes_teacher\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`classes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`classes_teacher_order_idx\` ON \`classes_teacher\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`classes_teacher_parent_id_idx\` ON \`classes_teacher\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`classes_requiredments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`classes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`classes_requiredments_order_idx\` ON \`classes_requiredments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`classes_requiredments_parent_id_idx\` ON \`classes_requiredments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`classes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`image_id\` integer,
  	\`short_description\` text,
  	\`long_description\` text,
  	\`duration\` text,
  	\`fees\` text,
  	\`sort_order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`classes_image_idx\` ON \`classes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`classes_sort_order_idx\` ON \`classes\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`classes_updated_at_idx\` ON \`classes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`classes_created_at_idx\` ON \`classes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`student_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`video_link\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`student_videos_image_idx\` ON \`student_videos\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`student_videos_sort_order_idx\` ON \`student_videos\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`student_videos_updated_at_idx\` ON \`student_videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`student_videos_created_at_idx\` ON \`student_videos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`campus_gallery\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`image_id\` integer NOT NULL,
  	\`static_status\` text DEFAULT '0' NOT NULL,
  	\`sort_order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`campus_gallery_image_idx\` ON \`campus_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`campus_gallery_static_status_idx\` ON \`campus_gallery\` (\`static_status\`);`)
  await db.run(sql`CREATE INDEX \`campus_gallery_sort_order_idx\` ON \`campus_gallery\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`campus_gallery_updated_at_idx\` ON \`campus_gallery\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`campus_gallery_created_at_idx\` ON \`campus_gallery\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_entries_type_idx\` ON \`contact_entries\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`contact_entries_sort_order_idx\` ON \`contact_entries\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_entries_updated_at_idx\` ON \`contact_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_entries_created_at_idx\` ON \`contact_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`alumni\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`image_id\` integer,
  	\`current_profession\` text,
  	\`passing_year\` numeric,
  	\`sort_order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alumni_image_idx\` ON \`alumni\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_sort_order_idx\` ON \`alumni\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`alumni_updated_at_idx\` ON \`alumni\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alumni_created_at_idx\` ON \`alumni\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`alumni_resources\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer,
  	\`short_description\` text,
  	\`details\` text,
  	\`membership_fee\` text,
  	\`sort_order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alumni_resources_image_idx\` ON \`alumni_resources\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_resources_sort_order_idx\` ON \`alumni_resources\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`alumni_resources_updated_at_idx\` ON \`alumni_resources\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alumni_resources_created_at_idx\` ON \`alumni_resources\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`community_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`alumni_id\` integer NOT NULL,
  	\`network_id\` integer NOT NULL,
  	\`member_id\` text,
  	\`designation\` text,
  	\`from_year\` numeric,
  	\`to_year\` numeric,
  	\`responsibility\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`alumni_id\`) REFERENCES \`alumni\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`network_id\`) REFERENCES \`alumni_resources\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`community_members_type_idx\` ON \`community_members\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`community_members_alumni_idx\` ON \`community_members\` (\`alumni_id\`);`)
  await db.run(sql`CREATE INDEX \`community_members_network_idx\` ON \`community_members\` (\`network_id\`);`)
  await db.run(sql`CREATE INDEX \`community_members_updated_at_idx\` ON \`community_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`community_members_created_at_idx\` ON \`community_members\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`alumni_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`verified_by_id\` integer,
  	\`verified_at\` text,
  	\`decision_note\` text,
  	\`user_id\` integer NOT NULL,
  	\`network_id\` integer NOT NULL,
  	\`alumni_type\` text,
  	\`name\` text NOT NULL,
  	\`passing_year\` numeric NOT NULL,
  	\`degree\` text NOT NULL,
  	\`batch\` text NOT NULL,
  	\`job_title\` text NOT NULL,
  	\`current_profession\` text NOT NULL,
  	\`company_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone_no\` text,
  	\`linkedin_url\` text,
  	\`payment_method\` text,
  	\`transaction_id\` text,
  	\`transaction_key\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`verified_by_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`network_id\`) REFERENCES \`alumni_resources\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alumni_registrations_status_idx\` ON \`alumni_registrations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`alumni_registrations_verified_by_idx\` ON \`alumni_registrations\` (\`verified_by_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_registrations_user_idx\` ON \`alumni_registrations\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_registrations_network_idx\` ON \`alumni_registrations\` (\`network_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_registrations_image_idx\` ON \`alumni_registrations\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_registrations_updated_at_idx\` ON \`alumni_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alumni_registrations_created_at_idx\` ON \`alumni_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_method_transaction_key_idx\` ON \`alumni_registrations\` (\`payment_method\`,\`transaction_key\`);`)
  await db.run(sql`CREATE TABLE \`event_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`gender\` text NOT NULL,
  	\`present_address\` text NOT NULL,
  	\`permanent_address\` text NOT NULL,
  	\`grade\` text NOT NULL,
  	\`school\` text NOT NULL,
  	\`student_id\` text,
  	\`interests\` text,
  	\`participation\` text NOT NULL,
  	\`notes\` text,
  	\`terms\` integer DEFAULT false NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`event_registrations_event_idx\` ON \`event_registrations\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_updated_at_idx\` ON \`event_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_created_at_idx\` ON \`event_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_email_idx\` ON \`event_registrations\` (\`event_id\`,\`email\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`handled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`owner_id\` integer,
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
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`media_owner_idx\` ON \`media\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE TABLE \`users_hobbies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_hobbies_order_idx\` ON \`users_hobbies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_hobbies_parent_id_idx\` ON \`users_hobbies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`role\` text DEFAULT '8' NOT NULL,
  	\`profile_image_id\` integer,
  	\`banner_id\` integer,
  	\`designation\` text,
  	\`specialization\` text,
  	\`student_class\` text,
  	\`group\` text,
  	\`section\` text,
  	\`current_school\` text,
  	\`previous_school\` text,
  	\`student_id\` text,
  	\`teacher_id\` text,
  	\`roll\` text,
  	\`blood_grp\` text,
  	\`nationality\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`alternative_phone\` text,
  	\`emergency_phone\` text,
  	\`father_name\` text,
  	\`father_phone\` text,
  	\`mother_name\` text,
  	\`mother_phone\` text,
  	\`local_guardian_name\` text,
  	\`local_guardian_phone\` text,
  	\`post_office\` text,
  	\`current_village\` text,
  	\`village\` text,
  	\`gender\` text,
  	\`birthdate\` text,
  	\`language\` text,
  	\`visibility_details\` integer DEFAULT false,
  	\`visibility_contact\` integer DEFAULT false,
  	\`visibility_guardian\` integer DEFAULT false,
  	\`visibility_address\` integer DEFAULT false,
  	\`visibility_basic\` integer DEFAULT false,
  	\`guardian_consent\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`profile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role\`);`)
  await db.run(sql`CREATE INDEX \`users_profile_image_idx\` ON \`users\` (\`profile_image_id\`);`)
  await db.run(sql`CREATE INDEX \`users_banner_idx\` ON \`users\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`admins_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`admins_sessions_order_idx\` ON \`admins_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`admins_sessions_parent_id_idx\` ON \`admins_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admins\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`admins_updated_at_idx\` ON \`admins\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`admins_created_at_idx\` ON \`admins\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`admins_email_idx\` ON \`admins\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`admins_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_admins_id_idx\` ON \`payload_preferences_rels\` (\`admins_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`school_name\` text DEFAULT 'Padmapar Ideal School & College' NOT NULL,
  	\`site_logo_id\` integer,
  	\`application_email\` text,
  	\`application_phone\` text,
  	\`application_address\` text,
  	\`map_embed_url\` text,
  	\`facebook_link\` text,
  	\`linkedin_link\` text,
  	\`youtube_link\` text,
  	\`twitter_link\` text,
  	\`messaging_link\` text,
  	\`developer_credit\` text,
  	\`developer_link\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`site_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_site_logo_idx\` ON \`site\` (\`site_logo_id\`);`)
  await db.run(sql`CREATE TABLE \`home_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_stats_order_idx\` ON \`home_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_stats_parent_id_idx\` ON \`home_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_section\` text,
  	\`hero_section_sub_title\` text,
  	\`herosection_image_1_id\` integer,
  	\`herosection_image_2_id\` integer,
  	\`herosection_image_3_id\` integer,
  	\`herosection_image_4_id\` integer,
  	\`herosection_image_5_id\` integer,
  	\`herosection_image_6_id\` integer,
  	\`herosection_image_7_id\` integer,
  	\`herosection_image_8_id\` integer,
  	\`herosection_image_9_id\` integer,
  	\`herosection_image_10_id\` integer,
  	\`title_one\` text,
  	\`title_one_description\` text,
  	\`title_one_image_1_id\` integer,
  	\`title_one_image_2_id\` integer,
  	\`title_one_image_3_id\` integer,
  	\`title_two\` text,
  	\`title_two_description\` text,
  	\`title_two_image_1_id\` integer,
  	\`title_two_image_2_id\` integer,
  	\`title_two_image_3_id\` integer,
  	\`section_image_1_id\` integer,
  	\`section_image_2_id\` integer,
  	\`section_image_3_id\` integer,
  	\`title\` text,
  	\`description\` text,
  	\`background_image_id\` integer,
  	\`video_content\` text,
  	\`footer_thumbnail_title\` text,
  	\`footer_section_thumbnail_id\` integer,
  	\`footer_video_content\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`herosection_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`herosection_image_2_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`herosection_image_3_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`herosection_image_4_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`herosection_image_5_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`herosection_image_6_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`herosection_image_7_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`herosection_image_8_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`herosection_image_9_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`herosection_image_10_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`title_one_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`title_one_image_2_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`title_one_image_3_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`title_two_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`title_two_image_2_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`title_two_image_3_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_image_2_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_image_3_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`footer_section_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_herosection_image_1_idx\` ON \`home\` (\`herosection_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`home_herosection_image_2_idx\` ON \`home\` (\`herosection_image_2_id\`);`)
  await db.run(sql`CREATE INDEX \`home_herosection_image_3_idx\` ON \`home\` (\`herosection_image_3_id\`);`)
  await db.run(sql`CREATE INDEX \`home_herosection_image_4_idx\` ON \`home\` (\`herosection_image_4_id\`);`)
  await db.run(sql`CREATE INDEX \`home_herosection_image_5_idx\` ON \`home\` (\`herosection_image_5_id\`);`)
  await db.run(sql`CREATE INDEX \`home_herosection_image_6_idx\` ON \`home\` (\`herosection_image_6_id\`);`)
  await db.run(sql`CREATE INDEX \`home_herosection_image_7_idx\` ON \`home\` (\`herosection_image_7_id\`);`)
  await db.run(sql`CREATE INDEX \`home_herosection_image_8_idx\` ON \`home\` (\`herosection_image_8_id\`);`)
  await db.run(sql`CREATE INDEX \`home_herosection_image_9_idx\` ON \`home\` (\`herosection_image_9_id\`);`)
  await db.run(sql`CREATE INDEX \`home_herosection_image_10_idx\` ON \`home\` (\`herosection_image_10_id\`);`)
  await db.run(sql`CREATE INDEX \`home_title_one_image_1_idx\` ON \`home\` (\`title_one_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`home_title_one_image_2_idx\` ON \`home\` (\`title_one_image_2_id\`);`)
  await db.run(sql`CREATE INDEX \`home_title_one_image_3_idx\` ON \`home\` (\`title_one_image_3_id\`);`)
  await db.run(sql`CREATE INDEX \`home_title_two_image_1_idx\` ON \`home\` (\`title_two_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`home_title_two_image_2_idx\` ON \`home\` (\`title_two_image_2_id\`);`)
  await db.run(sql`CREATE INDEX \`home_title_two_image_3_idx\` ON \`home\` (\`title_two_image_3_id\`);`)
  await db.run(sql`CREATE INDEX \`home_section_image_1_idx\` ON \`home\` (\`section_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`home_section_image_2_idx\` ON \`home\` (\`section_image_2_id\`);`)
  await db.run(sql`CREATE INDEX \`home_section_image_3_idx\` ON \`home\` (\`section_image_3_id\`);`)
  await db.run(sql`CREATE INDEX \`home_background_image_idx\` ON \`home\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`home_footer_section_thumbnail_idx\` ON \`home\` (\`footer_section_thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`about\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`about_banner_image_id\` integer,
  	\`title\` text,
  	\`subtitle\` text,
  	\`mission_vision\` text,
  	\`about_image_1_id\` integer,
  	\`years_history\` text,
  	\`principal_name\` text,
  	\`principal_image_id\` integer,
  	\`principal_message\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`about_banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`about_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`principal_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`about_about_banner_image_idx\` ON \`about\` (\`about_banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_about_image_1_idx\` ON \`about\` (\`about_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`about_principal_image_idx\` ON \`about\` (\`principal_image_id\`);`)
  await db.run(sql`CREATE TABLE \`alumni_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`section_image_1_id\` integer,
  	\`title\` text,
  	\`subtitle\` text,
  	\`welcome_title\` text,
  	\`welcome_description\` text,
  	\`connect_title\` text,
  	\`connect_description\` text,
  	\`camping_title\` text,
  	\`section_image_2_id\` integer,
  	\`facebook_link\` text,
  	\`linkdin_link\` text,
  	\`youtube_link\` text,
  	\`twitter_link\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`section_image_1_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_image_2_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alumni_page_section_image_1_idx\` ON \`alumni_page\` (\`section_image_1_id\`);`)
  await db.run(sql`CREATE INDEX \`alumni_page_section_image_2_idx\` ON \`alumni_page\` (\`section_image_2_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_speakers_info\`;`)
  await db.run(sql`DROP TABLE \`events_workshops_info\`;`)
  await db.run(sql`DROP TABLE \`events_networks_info\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_speakers_info\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_workshops_info\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_networks_info\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`classes_subject\`;`)
  await db.run(sql`DROP TABLE \`classes_teacher\`;`)
  await db.run(sql`DROP TABLE \`classes_requiredments\`;`)
  await db.run(sql`DROP TABLE \`classes\`;`)
  await db.run(sql`DROP TABLE \`student_videos\`;`)
  await db.run(sql`DROP TABLE \`campus_gallery\`;`)
  await db.run(sql`DROP TABLE \`contact_entries\`;`)
  await db.run(sql`DROP TABLE \`alumni\`;`)
  await db.run(sql`DROP TABLE \`alumni_resources\`;`)
  await db.run(sql`DROP TABLE \`community_members\`;`)
  await db.run(sql`DROP TABLE \`alumni_registrations\`;`)
  await db.run(sql`DROP TABLE \`event_registrations\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`users_hobbies\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`admins_sessions\`;`)
  await db.run(sql`DROP TABLE \`admins\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site\`;`)
  await db.run(sql`DROP TABLE \`home_stats\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`DROP TABLE \`about\`;`)
  await db.run(sql`DROP TABLE \`alumni_page\`;`)
}
