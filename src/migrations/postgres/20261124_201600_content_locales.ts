import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { copyBackFromLocalesStatements, copyIntoLocalesStatements } from '../content-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum__notices_v_published_locale" AS ENUM('en', 'bn');
  CREATE TABLE "events_locales" (
  	"name" varchar,
  	"sub_nameor_title" varchar,
  	"details" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_name" varchar,
  	"version_sub_nameor_title" varchar,
  	"version_details" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"short_description" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_short_description" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "notices_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"excerpt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_notices_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"version_excerpt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "calendar_entries_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "classes_locales" (
  	"name" varchar NOT NULL,
  	"short_description" varchar,
  	"long_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_locales" (
  	"school_name" varchar DEFAULT 'Padmapar Ideal School & College' NOT NULL,
  	"application_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_locales" (
  	"hero_section" varchar,
  	"hero_section_sub_title" varchar,
  	"title_one" varchar,
  	"title_one_description" varchar,
  	"title_two" varchar,
  	"title_two_description" varchar,
  	"title" varchar,
  	"description" varchar,
  	"footer_thumbnail_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"mission_vision" jsonb,
  	"years_history" jsonb,
  	"principal_name" varchar,
  	"principal_message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "alumni_page_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"welcome_title" varchar,
  	"welcome_description" varchar,
  	"connect_title" varchar,
  	"connect_description" varchar,
  	"camping_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "terms_locales" (
  	"title" varchar DEFAULT 'Terms and Conditions' NOT NULL,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_events_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_events_v" ADD COLUMN "published_locale" "enum__events_v_published_locale";
  ALTER TABLE "_news_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_news_v" ADD COLUMN "published_locale" "enum__news_v_published_locale";
  ALTER TABLE "_notices_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_notices_v" ADD COLUMN "published_locale" "enum__notices_v_published_locale";
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notices_locales" ADD CONSTRAINT "notices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notices_v_locales" ADD CONSTRAINT "_notices_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_notices_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calendar_entries_locales" ADD CONSTRAINT "calendar_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "classes_locales" ADD CONSTRAINT "classes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_locales" ADD CONSTRAINT "site_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_locales" ADD CONSTRAINT "about_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alumni_page_locales" ADD CONSTRAINT "alumni_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alumni_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "terms_locales" ADD CONSTRAINT "terms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "notices_locales_locale_parent_id_unique" ON "notices_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_notices_v_locales_locale_parent_id_unique" ON "_notices_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "calendar_entries_locales_locale_parent_id_unique" ON "calendar_entries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "classes_locales_locale_parent_id_unique" ON "classes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_locales_locale_parent_id_unique" ON "site_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_locales_locale_parent_id_unique" ON "home_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "about_locales_locale_parent_id_unique" ON "about_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "alumni_page_locales_locale_parent_id_unique" ON "alumni_page_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "terms_locales_locale_parent_id_unique" ON "terms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "_notices_v_snapshot_idx" ON "_notices_v" USING btree ("snapshot");
  CREATE INDEX "_notices_v_published_locale_idx" ON "_notices_v" USING btree ("published_locale");
`)
  // Existing texts become the English version before their old columns go.
  for (const statement of copyIntoLocalesStatements()) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "events" DROP COLUMN "name";
  ALTER TABLE "events" DROP COLUMN "sub_nameor_title";
  ALTER TABLE "events" DROP COLUMN "details";
  ALTER TABLE "_events_v" DROP COLUMN "version_name";
  ALTER TABLE "_events_v" DROP COLUMN "version_sub_nameor_title";
  ALTER TABLE "_events_v" DROP COLUMN "version_details";
  ALTER TABLE "news" DROP COLUMN "title";
  ALTER TABLE "news" DROP COLUMN "short_description";
  ALTER TABLE "news" DROP COLUMN "description";
  ALTER TABLE "_news_v" DROP COLUMN "version_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_short_description";
  ALTER TABLE "_news_v" DROP COLUMN "version_description";
  ALTER TABLE "notices" DROP COLUMN "title";
  ALTER TABLE "notices" DROP COLUMN "body";
  ALTER TABLE "notices" DROP COLUMN "excerpt";
  ALTER TABLE "_notices_v" DROP COLUMN "version_title";
  ALTER TABLE "_notices_v" DROP COLUMN "version_body";
  ALTER TABLE "_notices_v" DROP COLUMN "version_excerpt";
  ALTER TABLE "calendar_entries" DROP COLUMN "title";
  ALTER TABLE "calendar_entries" DROP COLUMN "description";
  ALTER TABLE "classes" DROP COLUMN "name";
  ALTER TABLE "classes" DROP COLUMN "short_description";
  ALTER TABLE "classes" DROP COLUMN "long_description";
  ALTER TABLE "site" DROP COLUMN "school_name";
  ALTER TABLE "site" DROP COLUMN "application_address";
  ALTER TABLE "home" DROP COLUMN "hero_section";
  ALTER TABLE "home" DROP COLUMN "hero_section_sub_title";
  ALTER TABLE "home" DROP COLUMN "title_one";
  ALTER TABLE "home" DROP COLUMN "title_one_description";
  ALTER TABLE "home" DROP COLUMN "title_two";
  ALTER TABLE "home" DROP COLUMN "title_two_description";
  ALTER TABLE "home" DROP COLUMN "title";
  ALTER TABLE "home" DROP COLUMN "description";
  ALTER TABLE "home" DROP COLUMN "footer_thumbnail_title";
  ALTER TABLE "about" DROP COLUMN "title";
  ALTER TABLE "about" DROP COLUMN "subtitle";
  ALTER TABLE "about" DROP COLUMN "mission_vision";
  ALTER TABLE "about" DROP COLUMN "years_history";
  ALTER TABLE "about" DROP COLUMN "principal_name";
  ALTER TABLE "about" DROP COLUMN "principal_message";
  ALTER TABLE "alumni_page" DROP COLUMN "title";
  ALTER TABLE "alumni_page" DROP COLUMN "subtitle";
  ALTER TABLE "alumni_page" DROP COLUMN "welcome_title";
  ALTER TABLE "alumni_page" DROP COLUMN "welcome_description";
  ALTER TABLE "alumni_page" DROP COLUMN "connect_title";
  ALTER TABLE "alumni_page" DROP COLUMN "connect_description";
  ALTER TABLE "alumni_page" DROP COLUMN "camping_title";
  ALTER TABLE "terms" DROP COLUMN "title";
  ALTER TABLE "terms" DROP COLUMN "content";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_notices_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "calendar_entries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "classes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alumni_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "terms_locales" DISABLE ROW LEVEL SECURITY;
  DROP INDEX "_events_v_snapshot_idx";
  DROP INDEX "_events_v_published_locale_idx";
  DROP INDEX "_news_v_snapshot_idx";
  DROP INDEX "_news_v_published_locale_idx";
  DROP INDEX "_notices_v_snapshot_idx";
  DROP INDEX "_notices_v_published_locale_idx";
  ALTER TABLE "events" ADD COLUMN "name" varchar;
  ALTER TABLE "events" ADD COLUMN "sub_nameor_title" varchar;
  ALTER TABLE "events" ADD COLUMN "details" jsonb;
  ALTER TABLE "_events_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_sub_nameor_title" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_details" jsonb;
  ALTER TABLE "news" ADD COLUMN "title" varchar;
  ALTER TABLE "news" ADD COLUMN "short_description" varchar;
  ALTER TABLE "news" ADD COLUMN "description" jsonb;
  ALTER TABLE "_news_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_short_description" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_description" jsonb;
  ALTER TABLE "notices" ADD COLUMN "title" varchar;
  ALTER TABLE "notices" ADD COLUMN "body" jsonb;
  ALTER TABLE "notices" ADD COLUMN "excerpt" varchar;
  ALTER TABLE "_notices_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_notices_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "_notices_v" ADD COLUMN "version_excerpt" varchar;
  ALTER TABLE "calendar_entries" ADD COLUMN "title" varchar NOT NULL;
  ALTER TABLE "calendar_entries" ADD COLUMN "description" varchar;
  ALTER TABLE "classes" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "classes" ADD COLUMN "short_description" varchar;
  ALTER TABLE "classes" ADD COLUMN "long_description" jsonb;
  ALTER TABLE "site" ADD COLUMN "school_name" varchar DEFAULT 'Padmapar Ideal School & College' NOT NULL;
  ALTER TABLE "site" ADD COLUMN "application_address" varchar;
  ALTER TABLE "home" ADD COLUMN "hero_section" varchar;
  ALTER TABLE "home" ADD COLUMN "hero_section_sub_title" varchar;
  ALTER TABLE "home" ADD COLUMN "title_one" varchar;
  ALTER TABLE "home" ADD COLUMN "title_one_description" varchar;
  ALTER TABLE "home" ADD COLUMN "title_two" varchar;
  ALTER TABLE "home" ADD COLUMN "title_two_description" varchar;
  ALTER TABLE "home" ADD COLUMN "title" varchar;
  ALTER TABLE "home" ADD COLUMN "description" varchar;
  ALTER TABLE "home" ADD COLUMN "footer_thumbnail_title" varchar;
  ALTER TABLE "about" ADD COLUMN "title" varchar;
  ALTER TABLE "about" ADD COLUMN "subtitle" varchar;
  ALTER TABLE "about" ADD COLUMN "mission_vision" jsonb;
  ALTER TABLE "about" ADD COLUMN "years_history" jsonb;
  ALTER TABLE "about" ADD COLUMN "principal_name" varchar;
  ALTER TABLE "about" ADD COLUMN "principal_message" jsonb;
  ALTER TABLE "alumni_page" ADD COLUMN "title" varchar;
  ALTER TABLE "alumni_page" ADD COLUMN "subtitle" varchar;
  ALTER TABLE "alumni_page" ADD COLUMN "welcome_title" varchar;
  ALTER TABLE "alumni_page" ADD COLUMN "welcome_description" varchar;
  ALTER TABLE "alumni_page" ADD COLUMN "connect_title" varchar;
  ALTER TABLE "alumni_page" ADD COLUMN "connect_description" varchar;
  ALTER TABLE "alumni_page" ADD COLUMN "camping_title" varchar;
  ALTER TABLE "terms" ADD COLUMN "title" varchar DEFAULT 'Terms and Conditions' NOT NULL;
  ALTER TABLE "terms" ADD COLUMN "content" jsonb;
  ALTER TABLE "_events_v" DROP COLUMN "snapshot";
  ALTER TABLE "_events_v" DROP COLUMN "published_locale";
  ALTER TABLE "_news_v" DROP COLUMN "snapshot";
  ALTER TABLE "_news_v" DROP COLUMN "published_locale";
  ALTER TABLE "_notices_v" DROP COLUMN "snapshot";
  ALTER TABLE "_notices_v" DROP COLUMN "published_locale";
  DROP TYPE "public"."enum__events_v_published_locale";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum__notices_v_published_locale";`)
  // The English version goes back into the documents' own columns before the tables go.
  for (const statement of copyBackFromLocalesStatements()) await db.execute(sql.raw(statement))
  await db.execute(sql`
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "notices_locales" CASCADE;
  DROP TABLE "_notices_v_locales" CASCADE;
  DROP TABLE "calendar_entries_locales" CASCADE;
  DROP TABLE "classes_locales" CASCADE;
  DROP TABLE "site_locales" CASCADE;
  DROP TABLE "home_locales" CASCADE;
  DROP TABLE "about_locales" CASCADE;
  DROP TABLE "alumni_page_locales" CASCADE;
  DROP TABLE "terms_locales" CASCADE;
  DROP TYPE "public"."_locales";`)
}
