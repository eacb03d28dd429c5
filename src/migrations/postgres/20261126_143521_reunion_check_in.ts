import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_admins_role" ADD VALUE 'volunteer';
  CREATE TABLE "reunion_admissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"ticket_name" varchar,
  	"reunion_id" integer NOT NULL,
  	"registration_id" integer NOT NULL,
  	"admitted_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reunion_admissions_id" integer;
  ALTER TABLE "reunion_admissions" ADD CONSTRAINT "reunion_admissions_reunion_id_events_id_fk" FOREIGN KEY ("reunion_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reunion_admissions" ADD CONSTRAINT "reunion_admissions_registration_id_reunion_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."reunion_registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reunion_admissions" ADD CONSTRAINT "reunion_admissions_admitted_by_id_admins_id_fk" FOREIGN KEY ("admitted_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "reunion_admissions_entry_code_idx" ON "reunion_admissions" USING btree ("entry_code");
  CREATE INDEX "reunion_admissions_reunion_idx" ON "reunion_admissions" USING btree ("reunion_id");
  CREATE INDEX "reunion_admissions_registration_idx" ON "reunion_admissions" USING btree ("registration_id");
  CREATE INDEX "reunion_admissions_admitted_by_idx" ON "reunion_admissions" USING btree ("admitted_by_id");
  CREATE INDEX "reunion_admissions_updated_at_idx" ON "reunion_admissions" USING btree ("updated_at");
  CREATE INDEX "reunion_admissions_created_at_idx" ON "reunion_admissions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reunion_admissions_fk" FOREIGN KEY ("reunion_admissions_id") REFERENCES "public"."reunion_admissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reunion_admissions_id_idx" ON "payload_locked_documents_rels" USING btree ("reunion_admissions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reunion_admissions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reunion_admissions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reunion_admissions_fk";
  
  ALTER TABLE "admins" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "admins" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_admins_role";
  CREATE TYPE "public"."enum_admins_role" AS ENUM('admin', 'editor');
  ALTER TABLE "admins" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_admins_role";
  ALTER TABLE "admins" ALTER COLUMN "role" SET DATA TYPE "public"."enum_admins_role" USING "role"::"public"."enum_admins_role";
  DROP INDEX "payload_locked_documents_rels_reunion_admissions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reunion_admissions_id";`)
}
