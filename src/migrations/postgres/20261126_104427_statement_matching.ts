import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_statement_lines_method" AS ENUM('Bkash', 'Nagad', 'Rocket', 'Bank Account');
  CREATE TYPE "public"."enum_statement_formats_method" AS ENUM('Bkash', 'Nagad', 'Rocket', 'Bank Account');
  ALTER TYPE "public"."enum_audit_log_target_collection" ADD VALUE 'statement-lines';
  CREATE TABLE "statement_lines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"method" "enum_statement_lines_method" NOT NULL,
  	"transaction_id" varchar NOT NULL,
  	"transaction_key" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"paid_at" timestamp(3) with time zone NOT NULL,
  	"sender" varchar,
  	"registration_id" integer,
  	"statement_format" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "statement_formats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"method" "enum_statement_formats_method" NOT NULL,
  	"transaction_id_heading" varchar NOT NULL,
  	"date_heading" varchar NOT NULL,
  	"amount_heading" varchar NOT NULL,
  	"sender_heading" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "statement_lines_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "statement_formats_id" integer;
  ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_registration_id_alumni_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."alumni_registrations"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "statement_lines_registration_idx" ON "statement_lines" USING btree ("registration_id");
  CREATE INDEX "statement_lines_updated_at_idx" ON "statement_lines" USING btree ("updated_at");
  CREATE INDEX "statement_lines_created_at_idx" ON "statement_lines" USING btree ("created_at");
  CREATE UNIQUE INDEX "method_transaction_key_idx" ON "statement_lines" USING btree ("method","transaction_key");
  CREATE INDEX "statement_formats_updated_at_idx" ON "statement_formats" USING btree ("updated_at");
  CREATE INDEX "statement_formats_created_at_idx" ON "statement_formats" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statement_lines_fk" FOREIGN KEY ("statement_lines_id") REFERENCES "public"."statement_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statement_formats_fk" FOREIGN KEY ("statement_formats_id") REFERENCES "public"."statement_formats"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_statement_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("statement_lines_id");
  CREATE INDEX "payload_locked_documents_rels_statement_formats_id_idx" ON "payload_locked_documents_rels" USING btree ("statement_formats_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "statement_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "statement_formats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "statement_lines" CASCADE;
  DROP TABLE "statement_formats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_statement_lines_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_statement_formats_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_target_collection";
  CREATE TYPE "public"."enum_audit_log_target_collection" AS ENUM('event-registrations', 'alumni-registrations');
  ALTER TABLE "audit_log" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_audit_log_target_collection" USING "target_collection"::"public"."enum_audit_log_target_collection";
  DROP INDEX "payload_locked_documents_rels_statement_lines_id_idx";
  DROP INDEX "payload_locked_documents_rels_statement_formats_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "statement_lines_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "statement_formats_id";
  DROP TYPE "public"."enum_statement_lines_method";
  DROP TYPE "public"."enum_statement_formats_method";`)
}
