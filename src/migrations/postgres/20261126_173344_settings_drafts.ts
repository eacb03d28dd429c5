import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_v_published_locale" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_published_locale" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum_about_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_v_published_locale" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum_alumni_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__alumni_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__alumni_page_v_published_locale" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum_terms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__terms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__terms_v_published_locale" AS ENUM('en', 'bn');
  ALTER TABLE "site_locales" ALTER COLUMN "school_name" DROP NOT NULL;
  ALTER TABLE "_site_v_locales" ALTER COLUMN "version_school_name" DROP NOT NULL;
  ALTER TABLE "home_stats" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "home_stats_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "_home_v_version_stats" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "_home_v_version_stats_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "alumni_page_payment_accounts" ALTER COLUMN "method" DROP NOT NULL;
  ALTER TABLE "alumni_page_payment_accounts" ALTER COLUMN "account" DROP NOT NULL;
  ALTER TABLE "_alumni_page_v_version_payment_accounts" ALTER COLUMN "method" DROP NOT NULL;
  ALTER TABLE "_alumni_page_v_version_payment_accounts" ALTER COLUMN "account" DROP NOT NULL;
  ALTER TABLE "terms_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "_terms_v_locales" ALTER COLUMN "version_title" DROP NOT NULL;
  ALTER TABLE "site" ADD COLUMN "_status" "enum_site_status" DEFAULT 'draft';
  ALTER TABLE "_site_v" ADD COLUMN "version__status" "enum__site_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_site_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_site_v" ADD COLUMN "published_locale" "enum__site_v_published_locale";
  ALTER TABLE "_site_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "home" ADD COLUMN "_status" "enum_home_status" DEFAULT 'draft';
  ALTER TABLE "_home_v" ADD COLUMN "version__status" "enum__home_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_home_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_home_v" ADD COLUMN "published_locale" "enum__home_v_published_locale";
  ALTER TABLE "_home_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "about" ADD COLUMN "_status" "enum_about_status" DEFAULT 'draft';
  ALTER TABLE "_about_v" ADD COLUMN "version__status" "enum__about_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_about_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_about_v" ADD COLUMN "published_locale" "enum__about_v_published_locale";
  ALTER TABLE "_about_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "alumni_page" ADD COLUMN "_status" "enum_alumni_page_status" DEFAULT 'draft';
  ALTER TABLE "_alumni_page_v" ADD COLUMN "version__status" "enum__alumni_page_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_alumni_page_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_alumni_page_v" ADD COLUMN "published_locale" "enum__alumni_page_v_published_locale";
  ALTER TABLE "_alumni_page_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "terms" ADD COLUMN "_status" "enum_terms_status" DEFAULT 'draft';
  ALTER TABLE "_terms_v" ADD COLUMN "version__status" "enum__terms_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_terms_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_terms_v" ADD COLUMN "published_locale" "enum__terms_v_published_locale";
  ALTER TABLE "_terms_v" ADD COLUMN "latest" boolean;
  CREATE INDEX "site__status_idx" ON "site" USING btree ("_status");
  CREATE INDEX "_site_v_version_version__status_idx" ON "_site_v" USING btree ("version__status");
  CREATE INDEX "_site_v_snapshot_idx" ON "_site_v" USING btree ("snapshot");
  CREATE INDEX "_site_v_published_locale_idx" ON "_site_v" USING btree ("published_locale");
  CREATE INDEX "_site_v_latest_idx" ON "_site_v" USING btree ("latest");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_snapshot_idx" ON "_home_v" USING btree ("snapshot");
  CREATE INDEX "_home_v_published_locale_idx" ON "_home_v" USING btree ("published_locale");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE INDEX "about__status_idx" ON "about" USING btree ("_status");
  CREATE INDEX "_about_v_version_version__status_idx" ON "_about_v" USING btree ("version__status");
  CREATE INDEX "_about_v_snapshot_idx" ON "_about_v" USING btree ("snapshot");
  CREATE INDEX "_about_v_published_locale_idx" ON "_about_v" USING btree ("published_locale");
  CREATE INDEX "_about_v_latest_idx" ON "_about_v" USING btree ("latest");
  CREATE INDEX "alumni_page__status_idx" ON "alumni_page" USING btree ("_status");
  CREATE INDEX "_alumni_page_v_version_version__status_idx" ON "_alumni_page_v" USING btree ("version__status");
  CREATE INDEX "_alumni_page_v_snapshot_idx" ON "_alumni_page_v" USING btree ("snapshot");
  CREATE INDEX "_alumni_page_v_published_locale_idx" ON "_alumni_page_v" USING btree ("published_locale");
  CREATE INDEX "_alumni_page_v_latest_idx" ON "_alumni_page_v" USING btree ("latest");
  CREATE INDEX "terms__status_idx" ON "terms" USING btree ("_status");
  CREATE INDEX "_terms_v_version_version__status_idx" ON "_terms_v" USING btree ("version__status");
  CREATE INDEX "_terms_v_snapshot_idx" ON "_terms_v" USING btree ("snapshot");
  CREATE INDEX "_terms_v_published_locale_idx" ON "_terms_v" USING btree ("published_locale");
  CREATE INDEX "_terms_v_latest_idx" ON "_terms_v" USING btree ("latest");`)
  // The settings saved so far are live: they and their history count as published.
  await db.execute(sql`UPDATE "site" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "_site_v" SET "latest" = true WHERE "id" = (SELECT MAX("id") FROM "_site_v");`)
  await db.execute(sql`UPDATE "_site_v" SET "version__status" = 'published';`)
  await db.execute(sql`UPDATE "home" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "_home_v" SET "latest" = true WHERE "id" = (SELECT MAX("id") FROM "_home_v");`)
  await db.execute(sql`UPDATE "_home_v" SET "version__status" = 'published';`)
  await db.execute(sql`UPDATE "about" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "_about_v" SET "latest" = true WHERE "id" = (SELECT MAX("id") FROM "_about_v");`)
  await db.execute(sql`UPDATE "_about_v" SET "version__status" = 'published';`)
  await db.execute(sql`UPDATE "alumni_page" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "_alumni_page_v" SET "latest" = true WHERE "id" = (SELECT MAX("id") FROM "_alumni_page_v");`)
  await db.execute(sql`UPDATE "_alumni_page_v" SET "version__status" = 'published';`)
  await db.execute(sql`UPDATE "terms" SET "_status" = 'published';`)
  await db.execute(sql`UPDATE "_terms_v" SET "latest" = true WHERE "id" = (SELECT MAX("id") FROM "_terms_v");`)
  await db.execute(sql`UPDATE "_terms_v" SET "version__status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "site__status_idx";
  DROP INDEX "_site_v_version_version__status_idx";
  DROP INDEX "_site_v_snapshot_idx";
  DROP INDEX "_site_v_published_locale_idx";
  DROP INDEX "_site_v_latest_idx";
  DROP INDEX "home__status_idx";
  DROP INDEX "_home_v_version_version__status_idx";
  DROP INDEX "_home_v_snapshot_idx";
  DROP INDEX "_home_v_published_locale_idx";
  DROP INDEX "_home_v_latest_idx";
  DROP INDEX "about__status_idx";
  DROP INDEX "_about_v_version_version__status_idx";
  DROP INDEX "_about_v_snapshot_idx";
  DROP INDEX "_about_v_published_locale_idx";
  DROP INDEX "_about_v_latest_idx";
  DROP INDEX "alumni_page__status_idx";
  DROP INDEX "_alumni_page_v_version_version__status_idx";
  DROP INDEX "_alumni_page_v_snapshot_idx";
  DROP INDEX "_alumni_page_v_published_locale_idx";
  DROP INDEX "_alumni_page_v_latest_idx";
  DROP INDEX "terms__status_idx";
  DROP INDEX "_terms_v_version_version__status_idx";
  DROP INDEX "_terms_v_snapshot_idx";
  DROP INDEX "_terms_v_published_locale_idx";
  DROP INDEX "_terms_v_latest_idx";
  ALTER TABLE "site_locales" ALTER COLUMN "school_name" SET NOT NULL;
  ALTER TABLE "_site_v_locales" ALTER COLUMN "version_school_name" SET NOT NULL;
  ALTER TABLE "home_stats" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "home_stats_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "_home_v_version_stats" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "_home_v_version_stats_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "alumni_page_payment_accounts" ALTER COLUMN "method" SET NOT NULL;
  ALTER TABLE "alumni_page_payment_accounts" ALTER COLUMN "account" SET NOT NULL;
  ALTER TABLE "_alumni_page_v_version_payment_accounts" ALTER COLUMN "method" SET NOT NULL;
  ALTER TABLE "_alumni_page_v_version_payment_accounts" ALTER COLUMN "account" SET NOT NULL;
  ALTER TABLE "terms_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "_terms_v_locales" ALTER COLUMN "version_title" SET NOT NULL;
  ALTER TABLE "site" DROP COLUMN "_status";
  ALTER TABLE "_site_v" DROP COLUMN "version__status";
  ALTER TABLE "_site_v" DROP COLUMN "snapshot";
  ALTER TABLE "_site_v" DROP COLUMN "published_locale";
  ALTER TABLE "_site_v" DROP COLUMN "latest";
  ALTER TABLE "home" DROP COLUMN "_status";
  ALTER TABLE "_home_v" DROP COLUMN "version__status";
  ALTER TABLE "_home_v" DROP COLUMN "snapshot";
  ALTER TABLE "_home_v" DROP COLUMN "published_locale";
  ALTER TABLE "_home_v" DROP COLUMN "latest";
  ALTER TABLE "about" DROP COLUMN "_status";
  ALTER TABLE "_about_v" DROP COLUMN "version__status";
  ALTER TABLE "_about_v" DROP COLUMN "snapshot";
  ALTER TABLE "_about_v" DROP COLUMN "published_locale";
  ALTER TABLE "_about_v" DROP COLUMN "latest";
  ALTER TABLE "alumni_page" DROP COLUMN "_status";
  ALTER TABLE "_alumni_page_v" DROP COLUMN "version__status";
  ALTER TABLE "_alumni_page_v" DROP COLUMN "snapshot";
  ALTER TABLE "_alumni_page_v" DROP COLUMN "published_locale";
  ALTER TABLE "_alumni_page_v" DROP COLUMN "latest";
  ALTER TABLE "terms" DROP COLUMN "_status";
  ALTER TABLE "_terms_v" DROP COLUMN "version__status";
  ALTER TABLE "_terms_v" DROP COLUMN "snapshot";
  ALTER TABLE "_terms_v" DROP COLUMN "published_locale";
  ALTER TABLE "_terms_v" DROP COLUMN "latest";
  DROP TYPE "public"."enum_site_status";
  DROP TYPE "public"."enum__site_v_version_status";
  DROP TYPE "public"."enum__site_v_published_locale";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_version_status";
  DROP TYPE "public"."enum__home_v_published_locale";
  DROP TYPE "public"."enum_about_status";
  DROP TYPE "public"."enum__about_v_version_status";
  DROP TYPE "public"."enum__about_v_published_locale";
  DROP TYPE "public"."enum_alumni_page_status";
  DROP TYPE "public"."enum__alumni_page_v_version_status";
  DROP TYPE "public"."enum__alumni_page_v_published_locale";
  DROP TYPE "public"."enum_terms_status";
  DROP TYPE "public"."enum__terms_v_version_status";
  DROP TYPE "public"."enum__terms_v_published_locale";`)
}
