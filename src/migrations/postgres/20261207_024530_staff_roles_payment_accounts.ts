import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_admins_roles" AS ENUM('admin', 'editor', 'treasurer', 'results', 'communications', 'office', 'volunteer');
  CREATE TYPE "public"."enum_payment_accounts_accounts_method" AS ENUM('Bkash', 'Nagad', 'Rocket', 'Bank Account');
  CREATE TYPE "public"."enum__payment_accounts_v_version_accounts_method" AS ENUM('Bkash', 'Nagad', 'Rocket', 'Bank Account');
  ALTER TYPE "public"."enum_audit_log_target_collection" ADD VALUE 'payment-accounts';
  CREATE TABLE "admins_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_admins_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "payment_accounts_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"method" "enum_payment_accounts_accounts_method" NOT NULL,
  	"account" varchar NOT NULL
  );
  
  CREATE TABLE "payment_accounts_accounts_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "payment_accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"changed_by_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_payment_accounts_v_version_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"method" "enum__payment_accounts_v_version_accounts_method" NOT NULL,
  	"account" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_payment_accounts_v_version_accounts_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_payment_accounts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_changed_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  INSERT INTO "admins_roles" ("order", "parent_id", "value") SELECT 1, "id", "role"::text::"enum_admins_roles" FROM "admins";
  INSERT INTO "payment_accounts" ("id", "updated_at", "created_at") SELECT 1, "updated_at", "created_at" FROM "alumni_page" WHERE EXISTS (SELECT 1 FROM "alumni_page_payment_accounts") LIMIT 1;
  SELECT setval(pg_get_serial_sequence('payment_accounts', 'id'), GREATEST((SELECT MAX("id") FROM "payment_accounts"), 1));
  INSERT INTO "payment_accounts_accounts" ("_order", "_parent_id", "id", "method", "account") SELECT "_order", 1, "id", "method"::text::"enum_payment_accounts_accounts_method", "account" FROM "alumni_page_payment_accounts" WHERE "method" IS NOT NULL AND "account" IS NOT NULL AND EXISTS (SELECT 1 FROM "payment_accounts");
  INSERT INTO "payment_accounts_accounts_locales" ("note", "_locale", "_parent_id") SELECT "note", 'en', "id" FROM "alumni_page_payment_accounts" WHERE "note" IS NOT NULL AND "id" IN (SELECT "id" FROM "payment_accounts_accounts");
  DROP TABLE "alumni_page_payment_accounts" CASCADE;
  DROP TABLE "_alumni_page_v_version_payment_accounts" CASCADE;
  ALTER TABLE "admins_roles" ADD CONSTRAINT "admins_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payment_accounts_accounts" ADD CONSTRAINT "payment_accounts_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payment_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payment_accounts_accounts_locales" ADD CONSTRAINT "payment_accounts_accounts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payment_accounts_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_changed_by_id_admins_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_payment_accounts_v_version_accounts" ADD CONSTRAINT "_payment_accounts_v_version_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_payment_accounts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_payment_accounts_v_version_accounts_locales" ADD CONSTRAINT "_payment_accounts_v_version_accounts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_payment_accounts_v_version_accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_payment_accounts_v" ADD CONSTRAINT "_payment_accounts_v_version_changed_by_id_admins_id_fk" FOREIGN KEY ("version_changed_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "admins_roles_order_idx" ON "admins_roles" USING btree ("order");
  CREATE INDEX "admins_roles_parent_idx" ON "admins_roles" USING btree ("parent_id");
  CREATE INDEX "payment_accounts_accounts_order_idx" ON "payment_accounts_accounts" USING btree ("_order");
  CREATE INDEX "payment_accounts_accounts_parent_id_idx" ON "payment_accounts_accounts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "payment_accounts_accounts_locales_locale_parent_id_unique" ON "payment_accounts_accounts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "payment_accounts_changed_by_idx" ON "payment_accounts" USING btree ("changed_by_id");
  CREATE INDEX "_payment_accounts_v_version_accounts_order_idx" ON "_payment_accounts_v_version_accounts" USING btree ("_order");
  CREATE INDEX "_payment_accounts_v_version_accounts_parent_id_idx" ON "_payment_accounts_v_version_accounts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_payment_accounts_v_version_accounts_locales_locale_parent_i" ON "_payment_accounts_v_version_accounts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_payment_accounts_v_version_version_changed_by_idx" ON "_payment_accounts_v" USING btree ("version_changed_by_id");
  CREATE INDEX "_payment_accounts_v_created_at_idx" ON "_payment_accounts_v" USING btree ("created_at");
  CREATE INDEX "_payment_accounts_v_updated_at_idx" ON "_payment_accounts_v" USING btree ("updated_at");
  ALTER TABLE "admins" DROP COLUMN "role";
  DROP TYPE "public"."enum_admins_role";
  DROP TYPE "public"."enum_alumni_page_payment_accounts_method";
  DROP TYPE "public"."enum__alumni_page_v_version_payment_accounts_method";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_admins_role" AS ENUM('admin', 'editor', 'volunteer');
  CREATE TYPE "public"."enum_alumni_page_payment_accounts_method" AS ENUM('Bkash', 'Nagad', 'Rocket', 'Bank Account');
  CREATE TYPE "public"."enum__alumni_page_v_version_payment_accounts_method" AS ENUM('Bkash', 'Nagad', 'Rocket', 'Bank Account');
  CREATE TABLE "alumni_page_payment_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"method" "enum_alumni_page_payment_accounts_method",
  	"account" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "_alumni_page_v_version_payment_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"method" "enum__alumni_page_v_version_payment_accounts_method",
  	"account" varchar,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  INSERT INTO "alumni_page_payment_accounts" ("_order", "_parent_id", "id", "method", "account", "note") SELECT a."_order", (SELECT "id" FROM "alumni_page" LIMIT 1), a."id", a."method"::text::"enum_alumni_page_payment_accounts_method", a."account", l."note" FROM "payment_accounts_accounts" a LEFT JOIN "payment_accounts_accounts_locales" l ON l."_parent_id" = a."id" AND l."_locale" = 'en' WHERE EXISTS (SELECT 1 FROM "alumni_page");
  ALTER TABLE "admins" ADD COLUMN "role" "enum_admins_role" DEFAULT 'editor' NOT NULL;
  UPDATE "admins" SET "role" = (SELECT CASE WHEN "value"::text IN ('admin', 'editor', 'volunteer') THEN "value"::text ELSE 'editor' END FROM "admins_roles" WHERE "parent_id" = "admins"."id" ORDER BY ("value" = 'admin') DESC, "order" LIMIT 1)::"enum_admins_role" WHERE EXISTS (SELECT 1 FROM "admins_roles" WHERE "parent_id" = "admins"."id");
  DROP TABLE "admins_roles" CASCADE;
  DROP TABLE "payment_accounts_accounts" CASCADE;
  DROP TABLE "payment_accounts_accounts_locales" CASCADE;
  DROP TABLE "payment_accounts" CASCADE;
  DROP TABLE "_payment_accounts_v_version_accounts" CASCADE;
  DROP TABLE "_payment_accounts_v_version_accounts_locales" CASCADE;
  DROP TABLE "_payment_accounts_v" CASCADE;
  ALTER TABLE "audit_log" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_target_collection";
  CREATE TYPE "public"."enum_audit_log_target_collection" AS ENUM('event-registrations', 'alumni-registrations', 'statement-lines', 'reunion-registrations');
  ALTER TABLE "audit_log" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_audit_log_target_collection" USING "target_collection"::"public"."enum_audit_log_target_collection";
  ALTER TABLE "alumni_page_payment_accounts" ADD CONSTRAINT "alumni_page_payment_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alumni_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alumni_page_v_version_payment_accounts" ADD CONSTRAINT "_alumni_page_v_version_payment_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alumni_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "alumni_page_payment_accounts_order_idx" ON "alumni_page_payment_accounts" USING btree ("_order");
  CREATE INDEX "alumni_page_payment_accounts_parent_id_idx" ON "alumni_page_payment_accounts" USING btree ("_parent_id");
  CREATE INDEX "_alumni_page_v_version_payment_accounts_order_idx" ON "_alumni_page_v_version_payment_accounts" USING btree ("_order");
  CREATE INDEX "_alumni_page_v_version_payment_accounts_parent_id_idx" ON "_alumni_page_v_version_payment_accounts" USING btree ("_parent_id");
  DROP TYPE "public"."enum_admins_roles";
  DROP TYPE "public"."enum_payment_accounts_accounts_method";
  DROP TYPE "public"."enum__payment_accounts_v_version_accounts_method";`)
}
