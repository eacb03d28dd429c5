import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_type" AS ENUM('Event', 'Alumni', 'Article', 'Blog');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_type" AS ENUM('Event', 'Alumni', 'Article', 'Blog');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_news_category" AS ENUM('Academic', 'Achievement', 'Admission', 'Campus', 'Culture', 'Sports', 'Community');
  CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_category" AS ENUM('Academic', 'Achievement', 'Admission', 'Campus', 'Culture', 'Sports', 'Community');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_campus_gallery_static_status" AS ENUM('0', '1');
  CREATE TYPE "public"."enum_contact_entries_type" AS ENUM('Help Desk', 'Office');
  CREATE TYPE "public"."enum_community_members_type" AS ENUM('GB', 'EC', 'GM');
  CREATE TYPE "public"."enum_alumni_registrations_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_alumni_registrations_degree" AS ENUM('BSc', 'MSc', 'BBA', 'MBA', 'PhD', 'Other');
  CREATE TYPE "public"."enum_alumni_registrations_payment_method" AS ENUM('Bkash', 'Nagad', 'Rocket', 'Bank Account');
  CREATE TYPE "public"."enum_event_registrations_gender" AS ENUM('Male', 'Female', 'Other');
  CREATE TYPE "public"."enum_event_registrations_participation" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_users_role" AS ENUM('8', '9', '10');
  CREATE TYPE "public"."enum_users_specialization" AS ENUM('Bangla', 'English', 'Mathematics', 'Physics', 'Chemistry', 'Biology', 'Accounting', 'Business Studies', 'Economics', 'History', 'Geography', 'ICT');
  CREATE TYPE "public"."enum_users_student_class" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10');
  CREATE TYPE "public"."enum_users_group" AS ENUM('Science', 'Arts', 'Commerce');
  CREATE TYPE "public"."enum_users_blood_grp" AS ENUM('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-');
  CREATE TYPE "public"."enum_users_gender" AS ENUM('Male', 'Female', 'Other');
  CREATE TYPE "public"."enum_users_language" AS ENUM('English', 'Bangla');
  CREATE TYPE "public"."enum_admins_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "events_speakers_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "events_workshops_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "events_networks_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"type" "enum_events_type" DEFAULT 'Event',
  	"is_featured" boolean DEFAULT false,
  	"sub_nameor_title" varchar,
  	"image_id" integer,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"company" varchar,
  	"details" jsonb,
  	"capacity" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_events_v_version_speakers_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_workshops_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_networks_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_type" "enum__events_v_version_type" DEFAULT 'Event',
  	"version_is_featured" boolean DEFAULT false,
  	"version_sub_nameor_title" varchar,
  	"version_image_id" integer,
  	"version_start_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_company" varchar,
  	"version_details" jsonb,
  	"version_capacity" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"media_id" integer,
  	"publish_date" timestamp(3) with time zone,
  	"category" "enum_news_category",
  	"author" varchar,
  	"short_description" varchar,
  	"description" jsonb,
  	"is_featured" boolean DEFAULT false,
  	"read_time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_media_id" integer,
  	"version_publish_date" timestamp(3) with time zone,
  	"version_category" "enum__news_v_version_category",
  	"version_author" varchar,
  	"version_short_description" varchar,
  	"version_description" jsonb,
  	"version_is_featured" boolean DEFAULT false,
  	"version_read_time" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "classes_subject" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "classes_teacher" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "classes_requiredments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "classes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_id" integer,
  	"short_description" varchar,
  	"long_description" jsonb,
  	"duration" varchar,
  	"fees" varchar,
  	"sort_order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "student_videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"video_link" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "campus_gallery" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer NOT NULL,
  	"static_status" "enum_campus_gallery_static_status" DEFAULT '0' NOT NULL,
  	"sort_order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"type" "enum_contact_entries_type" NOT NULL,
  	"sort_order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alumni" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_id" integer,
  	"current_profession" varchar,
  	"passing_year" numeric,
  	"sort_order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alumni_resources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer,
  	"short_description" varchar,
  	"details" jsonb,
  	"membership_fee" varchar,
  	"sort_order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "community_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_community_members_type" NOT NULL,
  	"alumni_id" integer NOT NULL,
  	"network_id" integer NOT NULL,
  	"member_id" varchar,
  	"designation" varchar,
  	"from_year" numeric,
  	"to_year" numeric,
  	"responsibility" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alumni_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_alumni_registrations_status" DEFAULT 'pending' NOT NULL,
  	"verified_by_id" integer,
  	"verified_at" timestamp(3) with time zone,
  	"decision_note" varchar,
  	"user_id" integer NOT NULL,
  	"network_id" integer NOT NULL,
  	"alumni_type" varchar,
  	"name" varchar NOT NULL,
  	"passing_year" numeric NOT NULL,
  	"degree" "enum_alumni_registrations_degree" NOT NULL,
  	"batch" varchar NOT NULL,
  	"job_title" varchar NOT NULL,
  	"current_profession" varchar NOT NULL,
  	"company_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone_no" varchar,
  	"linkedin_url" varchar,
  	"payment_method" "enum_alumni_registrations_payment_method",
  	"transaction_id" varchar,
  	"transaction_key" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"gender" "enum_event_registrations_gender" NOT NULL,
  	"present_address" varchar NOT NULL,
  	"permanent_address" varchar NOT NULL,
  	"grade" varchar NOT NULL,
  	"school" varchar NOT NULL,
  	"student_id" varchar,
  	"interests" varchar,
  	"participation" "enum_event_registrations_participation" NOT NULL,
  	"notes" varchar,
  	"terms" boolean DEFAULT false NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "users_hobbies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT '8' NOT NULL,
  	"profile_image_id" integer,
  	"banner_id" integer,
  	"designation" varchar,
  	"specialization" "enum_users_specialization",
  	"student_class" "enum_users_student_class",
  	"group" "enum_users_group",
  	"section" varchar,
  	"current_school" varchar,
  	"previous_school" varchar,
  	"student_id" varchar,
  	"teacher_id" varchar,
  	"roll" varchar,
  	"blood_grp" "enum_users_blood_grp",
  	"nationality" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"alternative_phone" varchar,
  	"emergency_phone" varchar,
  	"father_name" varchar,
  	"father_phone" varchar,
  	"mother_name" varchar,
  	"mother_phone" varchar,
  	"local_guardian_name" varchar,
  	"local_guardian_phone" varchar,
  	"post_office" varchar,
  	"current_village" varchar,
  	"village" varchar,
  	"gender" "enum_users_gender",
  	"birthdate" timestamp(3) with time zone,
  	"language" "enum_users_language",
  	"visibility_details" boolean DEFAULT false,
  	"visibility_contact" boolean DEFAULT false,
  	"visibility_guardian" boolean DEFAULT false,
  	"visibility_address" boolean DEFAULT false,
  	"visibility_basic" boolean DEFAULT false,
  	"guardian_consent" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "admins_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "admins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_admins_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"events_id" integer,
  	"news_id" integer,
  	"classes_id" integer,
  	"student_videos_id" integer,
  	"campus_gallery_id" integer,
  	"contact_entries_id" integer,
  	"alumni_id" integer,
  	"alumni_resources_id" integer,
  	"community_members_id" integer,
  	"alumni_registrations_id" integer,
  	"event_registrations_id" integer,
  	"contact_messages_id" integer,
  	"media_id" integer,
  	"users_id" integer,
  	"admins_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"admins_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_name" varchar DEFAULT 'Padmapar Ideal School & College' NOT NULL,
  	"site_logo_id" integer,
  	"application_email" varchar,
  	"application_phone" varchar,
  	"application_address" varchar,
  	"map_embed_url" varchar,
  	"facebook_link" varchar,
  	"linkedin_link" varchar,
  	"youtube_link" varchar,
  	"twitter_link" varchar,
  	"messaging_link" varchar,
  	"developer_credit" varchar,
  	"developer_link" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_section" varchar,
  	"hero_section_sub_title" varchar,
  	"herosection_image_1_id" integer,
  	"herosection_image_2_id" integer,
  	"herosection_image_3_id" integer,
  	"herosection_image_4_id" integer,
  	"herosection_image_5_id" integer,
  	"herosection_image_6_id" integer,
  	"herosection_image_7_id" integer,
  	"herosection_image_8_id" integer,
  	"herosection_image_9_id" integer,
  	"herosection_image_10_id" integer,
  	"title_one" varchar,
  	"title_one_description" varchar,
  	"title_one_image_1_id" integer,
  	"title_one_image_2_id" integer,
  	"title_one_image_3_id" integer,
  	"title_two" varchar,
  	"title_two_description" varchar,
  	"title_two_image_1_id" integer,
  	"title_two_image_2_id" integer,
  	"title_two_image_3_id" integer,
  	"section_image_1_id" integer,
  	"section_image_2_id" integer,
  	"section_image_3_id" integer,
  	"title" varchar,
  	"description" varchar,
  	"background_image_id" integer,
  	"video_content" varchar,
  	"footer_thumbnail_title" varchar,
  	"footer_section_thumbnail_id" integer,
  	"footer_video_content" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"about_banner_image_id" integer,
  	"title" varchar,
  	"subtitle" varchar,
  	"mission_vision" jsonb,
  	"about_image_1_id" integer,
  	"years_history" jsonb,
  	"principal_name" varchar,
  	"principal_image_id" integer,
  	"principal_message" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "alumni_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_image_1_id" integer,
  	"title" varchar,
  	"subtitle" varchar,
  	"welcome_title" varchar,
  	"welcome_description" varchar,
  	"connect_title" varchar,
  	"connect_description" varchar,
  	"camping_title" varchar,
  	"section_image_2_id" integer,
  	"facebook_link" varchar,
  	"linkdin_link" varchar,
  	"youtube_link" varchar,
  	"twitter_link" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "events_speakers_info" ADD CONSTRAINT "events_speakers_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_workshops_info" ADD CONSTRAINT "events_workshops_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_networks_info" ADD CONSTRAINT "events_networks_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_speakers_info" ADD CONSTRAINT "_events_v_version_speakers_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_workshops_info" ADD CONSTRAINT "_events_v_version_workshops_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_networks_info" ADD CONSTRAINT "_events_v_version_networks_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_media_id_media_id_fk" FOREIGN KEY ("version_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "classes_subject" ADD CONSTRAINT "classes_subject_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_teacher" ADD CONSTRAINT "classes_teacher_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_requiredments" ADD CONSTRAINT "classes_requiredments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes" ADD CONSTRAINT "classes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "student_videos" ADD CONSTRAINT "student_videos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campus_gallery" ADD CONSTRAINT "campus_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alumni" ADD CONSTRAINT "alumni_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alumni_resources" ADD CONSTRAINT "alumni_resources_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_members" ADD CONSTRAINT "community_members_alumni_id_alumni_id_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."alumni"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "community_members" ADD CONSTRAINT "community_members_network_id_alumni_resources_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."alumni_resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alumni_registrations" ADD CONSTRAINT "alumni_registrations_verified_by_id_admins_id_fk" FOREIGN KEY ("verified_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alumni_registrations" ADD CONSTRAINT "alumni_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alumni_registrations" ADD CONSTRAINT "alumni_registrations_network_id_alumni_resources_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."alumni_resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alumni_registrations" ADD CONSTRAINT "alumni_registrations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_hobbies" ADD CONSTRAINT "users_hobbies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_profile_image_id_media_id_fk" FOREIGN KEY ("profile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admins_sessions" ADD CONSTRAINT "admins_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_classes_fk" FOREIGN KEY ("classes_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_student_videos_fk" FOREIGN KEY ("student_videos_id") REFERENCES "public"."student_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campus_gallery_fk" FOREIGN KEY ("campus_gallery_id") REFERENCES "public"."campus_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_entries_fk" FOREIGN KEY ("contact_entries_id") REFERENCES "public"."contact_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alumni_fk" FOREIGN KEY ("alumni_id") REFERENCES "public"."alumni"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alumni_resources_fk" FOREIGN KEY ("alumni_resources_id") REFERENCES "public"."alumni_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_community_members_fk" FOREIGN KEY ("community_members_id") REFERENCES "public"."community_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alumni_registrations_fk" FOREIGN KEY ("alumni_registrations_id") REFERENCES "public"."alumni_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_registrations_fk" FOREIGN KEY ("event_registrations_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admins_fk" FOREIGN KEY ("admins_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_admins_fk" FOREIGN KEY ("admins_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site" ADD CONSTRAINT "site_site_logo_id_media_id_fk" FOREIGN KEY ("site_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_stats" ADD CONSTRAINT "home_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_herosection_image_1_id_media_id_fk" FOREIGN KEY ("herosection_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_herosection_image_2_id_media_id_fk" FOREIGN KEY ("herosection_image_2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_herosection_image_3_id_media_id_fk" FOREIGN KEY ("herosection_image_3_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_herosection_image_4_id_media_id_fk" FOREIGN KEY ("herosection_image_4_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_herosection_image_5_id_media_id_fk" FOREIGN KEY ("herosection_image_5_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_herosection_image_6_id_media_id_fk" FOREIGN KEY ("herosection_image_6_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_herosection_image_7_id_media_id_fk" FOREIGN KEY ("herosection_image_7_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_herosection_image_8_id_media_id_fk" FOREIGN KEY ("herosection_image_8_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_herosection_image_9_id_media_id_fk" FOREIGN KEY ("herosection_image_9_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_herosection_image_10_id_media_id_fk" FOREIGN KEY ("herosection_image_10_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_title_one_image_1_id_media_id_fk" FOREIGN KEY ("title_one_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_title_one_image_2_id_media_id_fk" FOREIGN KEY ("title_one_image_2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_title_one_image_3_id_media_id_fk" FOREIGN KEY ("title_one_image_3_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_title_two_image_1_id_media_id_fk" FOREIGN KEY ("title_two_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_title_two_image_2_id_media_id_fk" FOREIGN KEY ("title_two_image_2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_title_two_image_3_id_media_id_fk" FOREIGN KEY ("title_two_image_3_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_section_image_1_id_media_id_fk" FOREIGN KEY ("section_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_section_image_2_id_media_id_fk" FOREIGN KEY ("section_image_2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_section_image_3_id_media_id_fk" FOREIGN KEY ("section_image_3_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_footer_section_thumbnail_id_media_id_fk" FOREIGN KEY ("footer_section_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_about_banner_image_id_media_id_fk" FOREIGN KEY ("about_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_about_image_1_id_media_id_fk" FOREIGN KEY ("about_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_principal_image_id_media_id_fk" FOREIGN KEY ("principal_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alumni_page" ADD CONSTRAINT "alumni_page_section_image_1_id_media_id_fk" FOREIGN KEY ("section_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alumni_page" ADD CONSTRAINT "alumni_page_section_image_2_id_media_id_fk" FOREIGN KEY ("section_image_2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_speakers_info_order_idx" ON "events_speakers_info" USING btree ("_order");
  CREATE INDEX "events_speakers_info_parent_id_idx" ON "events_speakers_info" USING btree ("_parent_id");
  CREATE INDEX "events_workshops_info_order_idx" ON "events_workshops_info" USING btree ("_order");
  CREATE INDEX "events_workshops_info_parent_id_idx" ON "events_workshops_info" USING btree ("_parent_id");
  CREATE INDEX "events_networks_info_order_idx" ON "events_networks_info" USING btree ("_order");
  CREATE INDEX "events_networks_info_parent_id_idx" ON "events_networks_info" USING btree ("_parent_id");
  CREATE INDEX "events_type_idx" ON "events" USING btree ("type");
  CREATE INDEX "events_is_featured_idx" ON "events" USING btree ("is_featured");
  CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id");
  CREATE INDEX "events_start_date_idx" ON "events" USING btree ("start_date");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "events_rels_order_idx" ON "events_rels" USING btree ("order");
  CREATE INDEX "events_rels_parent_idx" ON "events_rels" USING btree ("parent_id");
  CREATE INDEX "events_rels_path_idx" ON "events_rels" USING btree ("path");
  CREATE INDEX "events_rels_media_id_idx" ON "events_rels" USING btree ("media_id");
  CREATE INDEX "_events_v_version_speakers_info_order_idx" ON "_events_v_version_speakers_info" USING btree ("_order");
  CREATE INDEX "_events_v_version_speakers_info_parent_id_idx" ON "_events_v_version_speakers_info" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_workshops_info_order_idx" ON "_events_v_version_workshops_info" USING btree ("_order");
  CREATE INDEX "_events_v_version_workshops_info_parent_id_idx" ON "_events_v_version_workshops_info" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_networks_info_order_idx" ON "_events_v_version_networks_info" USING btree ("_order");
  CREATE INDEX "_events_v_version_networks_info_parent_id_idx" ON "_events_v_version_networks_info" USING btree ("_parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_type_idx" ON "_events_v" USING btree ("version_type");
  CREATE INDEX "_events_v_version_version_is_featured_idx" ON "_events_v" USING btree ("version_is_featured");
  CREATE INDEX "_events_v_version_version_image_idx" ON "_events_v" USING btree ("version_image_id");
  CREATE INDEX "_events_v_version_version_start_date_idx" ON "_events_v" USING btree ("version_start_date");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_rels_order_idx" ON "_events_v_rels" USING btree ("order");
  CREATE INDEX "_events_v_rels_parent_idx" ON "_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_events_v_rels_path_idx" ON "_events_v_rels" USING btree ("path");
  CREATE INDEX "_events_v_rels_media_id_idx" ON "_events_v_rels" USING btree ("media_id");
  CREATE INDEX "news_media_idx" ON "news" USING btree ("media_id");
  CREATE INDEX "news_publish_date_idx" ON "news" USING btree ("publish_date");
  CREATE INDEX "news_category_idx" ON "news" USING btree ("category");
  CREATE INDEX "news_is_featured_idx" ON "news" USING btree ("is_featured");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_media_idx" ON "_news_v" USING btree ("version_media_id");
  CREATE INDEX "_news_v_version_version_publish_date_idx" ON "_news_v" USING btree ("version_publish_date");
  CREATE INDEX "_news_v_version_version_category_idx" ON "_news_v" USING btree ("version_category");
  CREATE INDEX "_news_v_version_version_is_featured_idx" ON "_news_v" USING btree ("version_is_featured");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "classes_subject_order_idx" ON "classes_subject" USING btree ("_order");
  CREATE INDEX "classes_subject_parent_id_idx" ON "classes_subject" USING btree ("_parent_id");
  CREATE INDEX "classes_teacher_order_idx" ON "classes_teacher" USING btree ("_order");
  CREATE INDEX "classes_teacher_parent_id_idx" ON "classes_teacher" USING btree ("_parent_id");
  CREATE INDEX "classes_requiredments_order_idx" ON "classes_requiredments" USING btree ("_order");
  CREATE INDEX "classes_requiredments_parent_id_idx" ON "classes_requiredments" USING btree ("_parent_id");
  CREATE INDEX "classes_image_idx" ON "classes" USING btree ("image_id");
  CREATE INDEX "classes_sort_order_idx" ON "classes" USING btree ("sort_order");
  CREATE INDEX "classes_updated_at_idx" ON "classes" USING btree ("updated_at");
  CREATE INDEX "classes_created_at_idx" ON "classes" USING btree ("created_at");
  CREATE INDEX "student_videos_image_idx" ON "student_videos" USING btree ("image_id");
  CREATE INDEX "student_videos_sort_order_idx" ON "student_videos" USING btree ("sort_order");
  CREATE INDEX "student_videos_updated_at_idx" ON "student_videos" USING btree ("updated_at");
  CREATE INDEX "student_videos_created_at_idx" ON "student_videos" USING btree ("created_at");
  CREATE INDEX "campus_gallery_image_idx" ON "campus_gallery" USING btree ("image_id");
  CREATE INDEX "campus_gallery_static_status_idx" ON "campus_gallery" USING btree ("static_status");
  CREATE INDEX "campus_gallery_sort_order_idx" ON "campus_gallery" USING btree ("sort_order");
  CREATE INDEX "campus_gallery_updated_at_idx" ON "campus_gallery" USING btree ("updated_at");
  CREATE INDEX "campus_gallery_created_at_idx" ON "campus_gallery" USING btree ("created_at");
  CREATE INDEX "contact_entries_type_idx" ON "contact_entries" USING btree ("type");
  CREATE INDEX "contact_entries_sort_order_idx" ON "contact_entries" USING btree ("sort_order");
  CREATE INDEX "contact_entries_updated_at_idx" ON "contact_entries" USING btree ("updated_at");
  CREATE INDEX "contact_entries_created_at_idx" ON "contact_entries" USING btree ("created_at");
  CREATE INDEX "alumni_image_idx" ON "alumni" USING btree ("image_id");
  CREATE INDEX "alumni_sort_order_idx" ON "alumni" USING btree ("sort_order");
  CREATE INDEX "alumni_updated_at_idx" ON "alumni" USING btree ("updated_at");
  CREATE INDEX "alumni_created_at_idx" ON "alumni" USING btree ("created_at");
  CREATE INDEX "alumni_resources_image_idx" ON "alumni_resources" USING btree ("image_id");
  CREATE INDEX "alumni_resources_sort_order_idx" ON "alumni_resources" USING btree ("sort_order");
  CREATE INDEX "alumni_resources_updated_at_idx" ON "alumni_resources" USING btree ("updated_at");
  CREATE INDEX "alumni_resources_created_at_idx" ON "alumni_resources" USING btree ("created_at");
  CREATE INDEX "community_members_type_idx" ON "community_members" USING btree ("type");
  CREATE INDEX "community_members_alumni_idx" ON "community_members" USING btree ("alumni_id");
  CREATE INDEX "community_members_network_idx" ON "community_members" USING btree ("network_id");
  CREATE INDEX "community_members_updated_at_idx" ON "community_members" USING btree ("updated_at");
  CREATE INDEX "community_members_created_at_idx" ON "community_members" USING btree ("created_at");
  CREATE INDEX "alumni_registrations_status_idx" ON "alumni_registrations" USING btree ("status");
  CREATE INDEX "alumni_registrations_verified_by_idx" ON "alumni_registrations" USING btree ("verified_by_id");
  CREATE INDEX "alumni_registrations_user_idx" ON "alumni_registrations" USING btree ("user_id");
  CREATE INDEX "alumni_registrations_network_idx" ON "alumni_registrations" USING btree ("network_id");
  CREATE INDEX "alumni_registrations_image_idx" ON "alumni_registrations" USING btree ("image_id");
  CREATE INDEX "alumni_registrations_updated_at_idx" ON "alumni_registrations" USING btree ("updated_at");
  CREATE INDEX "alumni_registrations_created_at_idx" ON "alumni_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_method_transaction_key_idx" ON "alumni_registrations" USING btree ("payment_method","transaction_key");
  CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");
  CREATE INDEX "event_registrations_updated_at_idx" ON "event_registrations" USING btree ("updated_at");
  CREATE INDEX "event_registrations_created_at_idx" ON "event_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_email_idx" ON "event_registrations" USING btree ("event_id","email");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "users_hobbies_order_idx" ON "users_hobbies" USING btree ("_order");
  CREATE INDEX "users_hobbies_parent_id_idx" ON "users_hobbies" USING btree ("_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "users_profile_image_idx" ON "users" USING btree ("profile_image_id");
  CREATE INDEX "users_banner_idx" ON "users" USING btree ("banner_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "admins_sessions_order_idx" ON "admins_sessions" USING btree ("_order");
  CREATE INDEX "admins_sessions_parent_id_idx" ON "admins_sessions" USING btree ("_parent_id");
  CREATE INDEX "admins_updated_at_idx" ON "admins" USING btree ("updated_at");
  CREATE INDEX "admins_created_at_idx" ON "admins" USING btree ("created_at");
  CREATE UNIQUE INDEX "admins_email_idx" ON "admins" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_classes_id_idx" ON "payload_locked_documents_rels" USING btree ("classes_id");
  CREATE INDEX "payload_locked_documents_rels_student_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("student_videos_id");
  CREATE INDEX "payload_locked_documents_rels_campus_gallery_id_idx" ON "payload_locked_documents_rels" USING btree ("campus_gallery_id");
  CREATE INDEX "payload_locked_documents_rels_contact_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_entries_id");
  CREATE INDEX "payload_locked_documents_rels_alumni_id_idx" ON "payload_locked_documents_rels" USING btree ("alumni_id");
  CREATE INDEX "payload_locked_documents_rels_alumni_resources_id_idx" ON "payload_locked_documents_rels" USING btree ("alumni_resources_id");
  CREATE INDEX "payload_locked_documents_rels_community_members_id_idx" ON "payload_locked_documents_rels" USING btree ("community_members_id");
  CREATE INDEX "payload_locked_documents_rels_alumni_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("alumni_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_event_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("event_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_admins_id_idx" ON "payload_locked_documents_rels" USING btree ("admins_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_rels_admins_id_idx" ON "payload_preferences_rels" USING btree ("admins_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_site_logo_idx" ON "site" USING btree ("site_logo_id");
  CREATE INDEX "home_stats_order_idx" ON "home_stats" USING btree ("_order");
  CREATE INDEX "home_stats_parent_id_idx" ON "home_stats" USING btree ("_parent_id");
  CREATE INDEX "home_herosection_image_1_idx" ON "home" USING btree ("herosection_image_1_id");
  CREATE INDEX "home_herosection_image_2_idx" ON "home" USING btree ("herosection_image_2_id");
  CREATE INDEX "home_herosection_image_3_idx" ON "home" USING btree ("herosection_image_3_id");
  CREATE INDEX "home_herosection_image_4_idx" ON "home" USING btree ("herosection_image_4_id");
  CREATE INDEX "home_herosection_image_5_idx" ON "home" USING btree ("herosection_image_5_id");
  CREATE INDEX "home_herosection_image_6_idx" ON "home" USING btree ("herosection_image_6_id");
  CREATE INDEX "home_herosection_image_7_idx" ON "home" USING btree ("herosection_image_7_id");
  CREATE INDEX "home_herosection_image_8_idx" ON "home" USING btree ("herosection_image_8_id");
  CREATE INDEX "home_herosection_image_9_idx" ON "home" USING btree ("herosection_image_9_id");
  CREATE INDEX "home_herosection_image_10_idx" ON "home" USING btree ("herosection_image_10_id");
  CREATE INDEX "home_title_one_image_1_idx" ON "home" USING btree ("title_one_image_1_id");
  CREATE INDEX "home_title_one_image_2_idx" ON "home" USING btree ("title_one_image_2_id");
  CREATE INDEX "home_title_one_image_3_idx" ON "home" USING btree ("title_one_image_3_id");
  CREATE INDEX "home_title_two_image_1_idx" ON "home" USING btree ("title_two_image_1_id");
  CREATE INDEX "home_title_two_image_2_idx" ON "home" USING btree ("title_two_image_2_id");
  CREATE INDEX "home_title_two_image_3_idx" ON "home" USING btree ("title_two_image_3_id");
  CREATE INDEX "home_section_image_1_idx" ON "home" USING btree ("section_image_1_id");
  CREATE INDEX "home_section_image_2_idx" ON "home" USING btree ("section_image_2_id");
  CREATE INDEX "home_section_image_3_idx" ON "home" USING btree ("section_image_3_id");
  CREATE INDEX "home_background_image_idx" ON "home" USING btree ("background_image_id");
  CREATE INDEX "home_footer_section_thumbnail_idx" ON "home" USING btree ("footer_section_thumbnail_id");
  CREATE INDEX "about_about_banner_image_idx" ON "about" USING btree ("about_banner_image_id");
  CREATE INDEX "about_about_image_1_idx" ON "about" USING btree ("about_image_1_id");
  CREATE INDEX "about_principal_image_idx" ON "about" USING btree ("principal_image_id");
  CREATE INDEX "alumni_page_section_image_1_idx" ON "alumni_page" USING btree ("section_image_1_id");
  CREATE INDEX "alumni_page_section_image_2_idx" ON "alumni_page" USING btree ("section_image_2_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "events_speakers_info" CASCADE;
  DROP TABLE "events_workshops_info" CASCADE;
  DROP TABLE "events_networks_info" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_rels" CASCADE;
  DROP TABLE "_events_v_version_speakers_info" CASCADE;
  DROP TABLE "_events_v_version_workshops_info" CASCADE;
  DROP TABLE "_events_v_version_networks_info" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_rels" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "classes_subject" CASCADE;
  DROP TABLE "classes_teacher" CASCADE;
  DROP TABLE "classes_requiredments" CASCADE;
  DROP TABLE "classes" CASCADE;
  DROP TABLE "student_videos" CASCADE;
  DROP TABLE "campus_gallery" CASCADE;
  DROP TABLE "contact_entries" CASCADE;
  DROP TABLE "alumni" CASCADE;
  DROP TABLE "alumni_resources" CASCADE;
  DROP TABLE "community_members" CASCADE;
  DROP TABLE "alumni_registrations" CASCADE;
  DROP TABLE "event_registrations" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_hobbies" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "admins_sessions" CASCADE;
  DROP TABLE "admins" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site" CASCADE;
  DROP TABLE "home_stats" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "about" CASCADE;
  DROP TABLE "alumni_page" CASCADE;
  DROP TYPE "public"."enum_events_type";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_type";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_news_category";
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_category";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_campus_gallery_static_status";
  DROP TYPE "public"."enum_contact_entries_type";
  DROP TYPE "public"."enum_community_members_type";
  DROP TYPE "public"."enum_alumni_registrations_status";
  DROP TYPE "public"."enum_alumni_registrations_degree";
  DROP TYPE "public"."enum_alumni_registrations_payment_method";
  DROP TYPE "public"."enum_event_registrations_gender";
  DROP TYPE "public"."enum_event_registrations_participation";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_specialization";
  DROP TYPE "public"."enum_users_student_class";
  DROP TYPE "public"."enum_users_group";
  DROP TYPE "public"."enum_users_blood_grp";
  DROP TYPE "public"."enum_users_gender";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_admins_role";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
