import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__alumni_page_v_version_payment_accounts_method" AS ENUM('Bkash', 'Nagad', 'Rocket', 'Bank Account');
  CREATE TABLE "_site_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_site_logo_id" integer,
  	"version_application_email" varchar,
  	"version_application_phone" varchar,
  	"version_map_embed_url" varchar,
  	"version_sms_rate_per_part" numeric DEFAULT 0.35,
  	"version_facebook_link" varchar,
  	"version_linkedin_link" varchar,
  	"version_youtube_link" varchar,
  	"version_twitter_link" varchar,
  	"version_messaging_link" varchar,
  	"version_developer_credit" varchar,
  	"version_developer_link" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_site_v_locales" (
  	"version_school_name" varchar DEFAULT 'Padmapar Ideal School & College' NOT NULL,
  	"version_application_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_version_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_stats_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_herosection_image_1_id" integer,
  	"version_herosection_image_2_id" integer,
  	"version_herosection_image_3_id" integer,
  	"version_herosection_image_4_id" integer,
  	"version_herosection_image_5_id" integer,
  	"version_herosection_image_6_id" integer,
  	"version_herosection_image_7_id" integer,
  	"version_herosection_image_8_id" integer,
  	"version_herosection_image_9_id" integer,
  	"version_herosection_image_10_id" integer,
  	"version_title_one_image_1_id" integer,
  	"version_title_one_image_2_id" integer,
  	"version_title_one_image_3_id" integer,
  	"version_title_two_image_1_id" integer,
  	"version_title_two_image_2_id" integer,
  	"version_title_two_image_3_id" integer,
  	"version_section_image_1_id" integer,
  	"version_section_image_2_id" integer,
  	"version_section_image_3_id" integer,
  	"version_background_image_id" integer,
  	"version_video_content" varchar,
  	"version_footer_section_thumbnail_id" integer,
  	"version_footer_video_content" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_home_v_locales" (
  	"version_hero_section" varchar,
  	"version_hero_section_sub_title" varchar,
  	"version_title_one" varchar,
  	"version_title_one_description" varchar,
  	"version_title_two" varchar,
  	"version_title_two_description" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_footer_thumbnail_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_about_banner_image_id" integer,
  	"version_about_image_1_id" integer,
  	"version_principal_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_about_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_mission_vision" jsonb,
  	"version_years_history" jsonb,
  	"version_principal_name" varchar,
  	"version_principal_message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_alumni_page_v_version_payment_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"method" "enum__alumni_page_v_version_payment_accounts_method" NOT NULL,
  	"account" varchar NOT NULL,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_alumni_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_section_image_1_id" integer,
  	"version_section_image_2_id" integer,
  	"version_facebook_link" varchar,
  	"version_linkdin_link" varchar,
  	"version_youtube_link" varchar,
  	"version_twitter_link" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_alumni_page_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_welcome_title" varchar,
  	"version_welcome_description" varchar,
  	"version_connect_title" varchar,
  	"version_connect_description" varchar,
  	"version_camping_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_terms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_terms_v_locales" (
  	"version_title" varchar DEFAULT 'Terms and Conditions' NOT NULL,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "events" ADD COLUMN "bangla_only" boolean DEFAULT false;
  ALTER TABLE "_events_v" ADD COLUMN "version_bangla_only" boolean DEFAULT false;
  ALTER TABLE "news" ADD COLUMN "bangla_only" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_bangla_only" boolean DEFAULT false;
  ALTER TABLE "notices" ADD COLUMN "bangla_only" boolean DEFAULT false;
  ALTER TABLE "_notices_v" ADD COLUMN "version_bangla_only" boolean DEFAULT false;
  ALTER TABLE "_site_v" ADD CONSTRAINT "_site_v_version_site_logo_id_media_id_fk" FOREIGN KEY ("version_site_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_v_locales" ADD CONSTRAINT "_site_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_stats" ADD CONSTRAINT "_home_v_version_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_stats_locales" ADD CONSTRAINT "_home_v_version_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_herosection_image_1_id_media_id_fk" FOREIGN KEY ("version_herosection_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_herosection_image_2_id_media_id_fk" FOREIGN KEY ("version_herosection_image_2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_herosection_image_3_id_media_id_fk" FOREIGN KEY ("version_herosection_image_3_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_herosection_image_4_id_media_id_fk" FOREIGN KEY ("version_herosection_image_4_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_herosection_image_5_id_media_id_fk" FOREIGN KEY ("version_herosection_image_5_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_herosection_image_6_id_media_id_fk" FOREIGN KEY ("version_herosection_image_6_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_herosection_image_7_id_media_id_fk" FOREIGN KEY ("version_herosection_image_7_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_herosection_image_8_id_media_id_fk" FOREIGN KEY ("version_herosection_image_8_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_herosection_image_9_id_media_id_fk" FOREIGN KEY ("version_herosection_image_9_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_herosection_image_10_id_media_id_fk" FOREIGN KEY ("version_herosection_image_10_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_title_one_image_1_id_media_id_fk" FOREIGN KEY ("version_title_one_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_title_one_image_2_id_media_id_fk" FOREIGN KEY ("version_title_one_image_2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_title_one_image_3_id_media_id_fk" FOREIGN KEY ("version_title_one_image_3_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_title_two_image_1_id_media_id_fk" FOREIGN KEY ("version_title_two_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_title_two_image_2_id_media_id_fk" FOREIGN KEY ("version_title_two_image_2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_title_two_image_3_id_media_id_fk" FOREIGN KEY ("version_title_two_image_3_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_section_image_1_id_media_id_fk" FOREIGN KEY ("version_section_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_section_image_2_id_media_id_fk" FOREIGN KEY ("version_section_image_2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_section_image_3_id_media_id_fk" FOREIGN KEY ("version_section_image_3_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_background_image_id_media_id_fk" FOREIGN KEY ("version_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_footer_section_thumbnail_id_media_id_fk" FOREIGN KEY ("version_footer_section_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_about_banner_image_id_media_id_fk" FOREIGN KEY ("version_about_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_about_image_1_id_media_id_fk" FOREIGN KEY ("version_about_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v" ADD CONSTRAINT "_about_v_version_principal_image_id_media_id_fk" FOREIGN KEY ("version_principal_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_v_locales" ADD CONSTRAINT "_about_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alumni_page_v_version_payment_accounts" ADD CONSTRAINT "_alumni_page_v_version_payment_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alumni_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alumni_page_v" ADD CONSTRAINT "_alumni_page_v_version_section_image_1_id_media_id_fk" FOREIGN KEY ("version_section_image_1_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alumni_page_v" ADD CONSTRAINT "_alumni_page_v_version_section_image_2_id_media_id_fk" FOREIGN KEY ("version_section_image_2_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alumni_page_v_locales" ADD CONSTRAINT "_alumni_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alumni_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_terms_v_locales" ADD CONSTRAINT "_terms_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_terms_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_site_v_version_version_site_logo_idx" ON "_site_v" USING btree ("version_site_logo_id");
  CREATE INDEX "_site_v_created_at_idx" ON "_site_v" USING btree ("created_at");
  CREATE INDEX "_site_v_updated_at_idx" ON "_site_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_site_v_locales_locale_parent_id_unique" ON "_site_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_stats_order_idx" ON "_home_v_version_stats" USING btree ("_order");
  CREATE INDEX "_home_v_version_stats_parent_id_idx" ON "_home_v_version_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_stats_locales_locale_parent_id_unique" ON "_home_v_version_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_version_herosection_image_1_idx" ON "_home_v" USING btree ("version_herosection_image_1_id");
  CREATE INDEX "_home_v_version_version_herosection_image_2_idx" ON "_home_v" USING btree ("version_herosection_image_2_id");
  CREATE INDEX "_home_v_version_version_herosection_image_3_idx" ON "_home_v" USING btree ("version_herosection_image_3_id");
  CREATE INDEX "_home_v_version_version_herosection_image_4_idx" ON "_home_v" USING btree ("version_herosection_image_4_id");
  CREATE INDEX "_home_v_version_version_herosection_image_5_idx" ON "_home_v" USING btree ("version_herosection_image_5_id");
  CREATE INDEX "_home_v_version_version_herosection_image_6_idx" ON "_home_v" USING btree ("version_herosection_image_6_id");
  CREATE INDEX "_home_v_version_version_herosection_image_7_idx" ON "_home_v" USING btree ("version_herosection_image_7_id");
  CREATE INDEX "_home_v_version_version_herosection_image_8_idx" ON "_home_v" USING btree ("version_herosection_image_8_id");
  CREATE INDEX "_home_v_version_version_herosection_image_9_idx" ON "_home_v" USING btree ("version_herosection_image_9_id");
  CREATE INDEX "_home_v_version_version_herosection_image_10_idx" ON "_home_v" USING btree ("version_herosection_image_10_id");
  CREATE INDEX "_home_v_version_version_title_one_image_1_idx" ON "_home_v" USING btree ("version_title_one_image_1_id");
  CREATE INDEX "_home_v_version_version_title_one_image_2_idx" ON "_home_v" USING btree ("version_title_one_image_2_id");
  CREATE INDEX "_home_v_version_version_title_one_image_3_idx" ON "_home_v" USING btree ("version_title_one_image_3_id");
  CREATE INDEX "_home_v_version_version_title_two_image_1_idx" ON "_home_v" USING btree ("version_title_two_image_1_id");
  CREATE INDEX "_home_v_version_version_title_two_image_2_idx" ON "_home_v" USING btree ("version_title_two_image_2_id");
  CREATE INDEX "_home_v_version_version_title_two_image_3_idx" ON "_home_v" USING btree ("version_title_two_image_3_id");
  CREATE INDEX "_home_v_version_version_section_image_1_idx" ON "_home_v" USING btree ("version_section_image_1_id");
  CREATE INDEX "_home_v_version_version_section_image_2_idx" ON "_home_v" USING btree ("version_section_image_2_id");
  CREATE INDEX "_home_v_version_version_section_image_3_idx" ON "_home_v" USING btree ("version_section_image_3_id");
  CREATE INDEX "_home_v_version_version_background_image_idx" ON "_home_v" USING btree ("version_background_image_id");
  CREATE INDEX "_home_v_version_version_footer_section_thumbnail_idx" ON "_home_v" USING btree ("version_footer_section_thumbnail_id");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_home_v_locales_locale_parent_id_unique" ON "_home_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_v_version_version_about_banner_image_idx" ON "_about_v" USING btree ("version_about_banner_image_id");
  CREATE INDEX "_about_v_version_version_about_image_1_idx" ON "_about_v" USING btree ("version_about_image_1_id");
  CREATE INDEX "_about_v_version_version_principal_image_idx" ON "_about_v" USING btree ("version_principal_image_id");
  CREATE INDEX "_about_v_created_at_idx" ON "_about_v" USING btree ("created_at");
  CREATE INDEX "_about_v_updated_at_idx" ON "_about_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_about_v_locales_locale_parent_id_unique" ON "_about_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_alumni_page_v_version_payment_accounts_order_idx" ON "_alumni_page_v_version_payment_accounts" USING btree ("_order");
  CREATE INDEX "_alumni_page_v_version_payment_accounts_parent_id_idx" ON "_alumni_page_v_version_payment_accounts" USING btree ("_parent_id");
  CREATE INDEX "_alumni_page_v_version_version_section_image_1_idx" ON "_alumni_page_v" USING btree ("version_section_image_1_id");
  CREATE INDEX "_alumni_page_v_version_version_section_image_2_idx" ON "_alumni_page_v" USING btree ("version_section_image_2_id");
  CREATE INDEX "_alumni_page_v_created_at_idx" ON "_alumni_page_v" USING btree ("created_at");
  CREATE INDEX "_alumni_page_v_updated_at_idx" ON "_alumni_page_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_alumni_page_v_locales_locale_parent_id_unique" ON "_alumni_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_terms_v_created_at_idx" ON "_terms_v" USING btree ("created_at");
  CREATE INDEX "_terms_v_updated_at_idx" ON "_terms_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_terms_v_locales_locale_parent_id_unique" ON "_terms_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "_site_v" CASCADE;
  DROP TABLE "_site_v_locales" CASCADE;
  DROP TABLE "_home_v_version_stats" CASCADE;
  DROP TABLE "_home_v_version_stats_locales" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_locales" CASCADE;
  DROP TABLE "_about_v" CASCADE;
  DROP TABLE "_about_v_locales" CASCADE;
  DROP TABLE "_alumni_page_v_version_payment_accounts" CASCADE;
  DROP TABLE "_alumni_page_v" CASCADE;
  DROP TABLE "_alumni_page_v_locales" CASCADE;
  DROP TABLE "_terms_v" CASCADE;
  DROP TABLE "_terms_v_locales" CASCADE;
  ALTER TABLE "events" DROP COLUMN "bangla_only";
  ALTER TABLE "_events_v" DROP COLUMN "version_bangla_only";
  ALTER TABLE "news" DROP COLUMN "bangla_only";
  ALTER TABLE "_news_v" DROP COLUMN "version_bangla_only";
  ALTER TABLE "notices" DROP COLUMN "bangla_only";
  ALTER TABLE "_notices_v" DROP COLUMN "version_bangla_only";
  DROP TYPE "public"."enum__alumni_page_v_version_payment_accounts_method";`)
}
