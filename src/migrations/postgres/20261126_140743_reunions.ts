import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reunion_registrations_people_relation" AS ENUM('self', 'spouse', 'child', 'parent', 'guest');
  CREATE TYPE "public"."enum_reunion_registrations_people_age_band" AS ENUM('adult', 'child 5-12', 'under 5');
  CREATE TYPE "public"."enum_reunion_registrations_people_tshirt_size" AS ENUM('none', 'XS', 'S', 'M', 'L', 'XL', 'XXL');
  CREATE TYPE "public"."enum_reunion_registrations_status" AS ENUM('confirmed', 'waiting');
  CREATE TYPE "public"."enum_reunion_registrations_payment_status" AS ENUM('pending', 'verified');
  CREATE TYPE "public"."enum_reunion_registrations_payment_method" AS ENUM('Bkash', 'Nagad', 'Rocket', 'Bank Account');
  CREATE TABLE "events_reunion_ticket_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"limit" numeric
  );
  
  CREATE TABLE "events_reunion_ticket_types_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "events_reunion_batch_quotas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"passing_year" numeric,
  	"seats" numeric
  );
  
  CREATE TABLE "_events_v_version_reunion_ticket_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric,
  	"limit" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_reunion_ticket_types_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_version_reunion_batch_quotas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"passing_year" numeric,
  	"seats" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "reunion_registrations_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"relation" "enum_reunion_registrations_people_relation" NOT NULL,
  	"age_band" "enum_reunion_registrations_people_age_band" NOT NULL,
  	"tshirt_size" "enum_reunion_registrations_people_tshirt_size" DEFAULT 'none' NOT NULL,
  	"ticket_type" varchar NOT NULL,
  	"ticket_name" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"entry_code" varchar
  );
  
  CREATE TABLE "reunion_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_reunion_registrations_status" DEFAULT 'confirmed' NOT NULL,
  	"payment_status" "enum_reunion_registrations_payment_status" DEFAULT 'pending' NOT NULL,
  	"reunion_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"passing_year" numeric NOT NULL,
  	"total" numeric NOT NULL,
  	"payment_method" "enum_reunion_registrations_payment_method",
  	"transaction_id" varchar,
  	"transaction_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "events" ADD COLUMN "reunion_takes_registrations" boolean DEFAULT false;
  ALTER TABLE "_events_v" ADD COLUMN "version_reunion_takes_registrations" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reunion_registrations_id" integer;
  ALTER TABLE "events_reunion_ticket_types" ADD CONSTRAINT "events_reunion_ticket_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_reunion_ticket_types_locales" ADD CONSTRAINT "events_reunion_ticket_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_reunion_ticket_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_reunion_batch_quotas" ADD CONSTRAINT "events_reunion_batch_quotas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_reunion_ticket_types" ADD CONSTRAINT "_events_v_version_reunion_ticket_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_reunion_ticket_types_locales" ADD CONSTRAINT "_events_v_version_reunion_ticket_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_reunion_ticket_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_reunion_batch_quotas" ADD CONSTRAINT "_events_v_version_reunion_batch_quotas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reunion_registrations_people" ADD CONSTRAINT "reunion_registrations_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reunion_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reunion_registrations" ADD CONSTRAINT "reunion_registrations_reunion_id_events_id_fk" FOREIGN KEY ("reunion_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reunion_registrations" ADD CONSTRAINT "reunion_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_reunion_ticket_types_order_idx" ON "events_reunion_ticket_types" USING btree ("_order");
  CREATE INDEX "events_reunion_ticket_types_parent_id_idx" ON "events_reunion_ticket_types" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "events_reunion_ticket_types_locales_locale_parent_id_unique" ON "events_reunion_ticket_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "events_reunion_batch_quotas_order_idx" ON "events_reunion_batch_quotas" USING btree ("_order");
  CREATE INDEX "events_reunion_batch_quotas_parent_id_idx" ON "events_reunion_batch_quotas" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_reunion_ticket_types_order_idx" ON "_events_v_version_reunion_ticket_types" USING btree ("_order");
  CREATE INDEX "_events_v_version_reunion_ticket_types_parent_id_idx" ON "_events_v_version_reunion_ticket_types" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_events_v_version_reunion_ticket_types_locales_locale_parent" ON "_events_v_version_reunion_ticket_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_events_v_version_reunion_batch_quotas_order_idx" ON "_events_v_version_reunion_batch_quotas" USING btree ("_order");
  CREATE INDEX "_events_v_version_reunion_batch_quotas_parent_id_idx" ON "_events_v_version_reunion_batch_quotas" USING btree ("_parent_id");
  CREATE INDEX "reunion_registrations_people_order_idx" ON "reunion_registrations_people" USING btree ("_order");
  CREATE INDEX "reunion_registrations_people_parent_id_idx" ON "reunion_registrations_people" USING btree ("_parent_id");
  CREATE INDEX "reunion_registrations_status_idx" ON "reunion_registrations" USING btree ("status");
  CREATE INDEX "reunion_registrations_reunion_idx" ON "reunion_registrations" USING btree ("reunion_id");
  CREATE INDEX "reunion_registrations_user_idx" ON "reunion_registrations" USING btree ("user_id");
  CREATE INDEX "reunion_registrations_updated_at_idx" ON "reunion_registrations" USING btree ("updated_at");
  CREATE INDEX "reunion_registrations_created_at_idx" ON "reunion_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "reunion_user_idx" ON "reunion_registrations" USING btree ("reunion_id","user_id");
  CREATE UNIQUE INDEX "payment_method_transaction_key_1_idx" ON "reunion_registrations" USING btree ("payment_method","transaction_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reunion_registrations_fk" FOREIGN KEY ("reunion_registrations_id") REFERENCES "public"."reunion_registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reunion_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("reunion_registrations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_reunion_ticket_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_reunion_ticket_types_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_reunion_batch_quotas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_reunion_ticket_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_reunion_ticket_types_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_reunion_batch_quotas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reunion_registrations_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reunion_registrations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_reunion_ticket_types" CASCADE;
  DROP TABLE "events_reunion_ticket_types_locales" CASCADE;
  DROP TABLE "events_reunion_batch_quotas" CASCADE;
  DROP TABLE "_events_v_version_reunion_ticket_types" CASCADE;
  DROP TABLE "_events_v_version_reunion_ticket_types_locales" CASCADE;
  DROP TABLE "_events_v_version_reunion_batch_quotas" CASCADE;
  DROP TABLE "reunion_registrations_people" CASCADE;
  DROP TABLE "reunion_registrations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reunion_registrations_fk";
  
  DROP INDEX "payload_locked_documents_rels_reunion_registrations_id_idx";
  ALTER TABLE "events" DROP COLUMN "reunion_takes_registrations";
  ALTER TABLE "_events_v" DROP COLUMN "version_reunion_takes_registrations";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reunion_registrations_id";
  DROP TYPE "public"."enum_reunion_registrations_people_relation";
  DROP TYPE "public"."enum_reunion_registrations_people_age_band";
  DROP TYPE "public"."enum_reunion_registrations_people_tshirt_size";
  DROP TYPE "public"."enum_reunion_registrations_status";
  DROP TYPE "public"."enum_reunion_registrations_payment_status";
  DROP TYPE "public"."enum_reunion_registrations_payment_method";`)
}
