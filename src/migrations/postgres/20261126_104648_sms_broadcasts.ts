import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_broadcast_consent" AS ENUM('father', 'mother', 'local_guardian');
  CREATE TYPE "public"."enum_broadcasts_channels" AS ENUM('sms', 'email');
  CREATE TYPE "public"."enum_broadcasts_audience" AS ENUM('guardians', 'class', 'class-section', 'teachers', 'alumni-batch', 'event-registrants');
  CREATE TYPE "public"."enum_broadcasts_class_name" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10');
  CREATE TYPE "public"."enum_broadcasts_status" AS ENUM('draft', 'scheduled', 'sending', 'sent');
  CREATE TYPE "public"."enum_broadcast_recipients_channel" AS ENUM('sms', 'email');
  CREATE TYPE "public"."enum_broadcast_recipients_status" AS ENUM('queued', 'sent', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendBroadcast' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendBroadcast' BEFORE 'schedulePublish';
  CREATE TABLE "broadcasts_channels" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_broadcasts_channels",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "broadcasts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"audience" "enum_broadcasts_audience" DEFAULT 'class' NOT NULL,
  	"class_name" "enum_broadcasts_class_name",
  	"section" varchar,
  	"alumni_batch" numeric,
  	"event_id" integer,
  	"notice_id" integer,
  	"status" "enum_broadcasts_status" DEFAULT 'draft' NOT NULL,
  	"send_at" timestamp(3) with time zone,
  	"urgent" boolean DEFAULT false,
  	"recipients" numeric,
  	"email_recipients" numeric,
  	"invalid_numbers" numeric,
  	"opted_out" numeric,
  	"encoding" varchar,
  	"parts_per_message" numeric,
  	"total_parts" numeric,
  	"estimated_cost" numeric,
  	"queued_count" numeric,
  	"sent_count" numeric,
  	"failed_count" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "broadcast_recipients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"broadcast_id" integer NOT NULL,
  	"channel" "enum_broadcast_recipients_channel" NOT NULL,
  	"to" varchar NOT NULL,
  	"name" varchar,
  	"status" "enum_broadcast_recipients_status" DEFAULT 'queued' NOT NULL,
  	"reason" varchar,
  	"attempts" numeric DEFAULT 0,
  	"next_try_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"message_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_opt_outs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "broadcast_consent" "enum_users_broadcast_consent";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "broadcasts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "broadcast_recipients_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_opt_outs_id" integer;
  ALTER TABLE "site" ADD COLUMN "sms_rate_per_part" numeric DEFAULT 0.35;
  ALTER TABLE "broadcasts_channels" ADD CONSTRAINT "broadcasts_channels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "broadcasts_channels_order_idx" ON "broadcasts_channels" USING btree ("order");
  CREATE INDEX "broadcasts_channels_parent_idx" ON "broadcasts_channels" USING btree ("parent_id");
  CREATE INDEX "broadcasts_event_idx" ON "broadcasts" USING btree ("event_id");
  CREATE INDEX "broadcasts_notice_idx" ON "broadcasts" USING btree ("notice_id");
  CREATE INDEX "broadcasts_status_idx" ON "broadcasts" USING btree ("status");
  CREATE INDEX "broadcasts_updated_at_idx" ON "broadcasts" USING btree ("updated_at");
  CREATE INDEX "broadcasts_created_at_idx" ON "broadcasts" USING btree ("created_at");
  CREATE INDEX "broadcast_recipients_broadcast_idx" ON "broadcast_recipients" USING btree ("broadcast_id");
  CREATE INDEX "broadcast_recipients_status_idx" ON "broadcast_recipients" USING btree ("status");
  CREATE INDEX "broadcast_recipients_updated_at_idx" ON "broadcast_recipients" USING btree ("updated_at");
  CREATE INDEX "broadcast_recipients_created_at_idx" ON "broadcast_recipients" USING btree ("created_at");
  CREATE INDEX "broadcast_status_idx" ON "broadcast_recipients" USING btree ("broadcast_id","status");
  CREATE UNIQUE INDEX "sms_opt_outs_phone_idx" ON "sms_opt_outs" USING btree ("phone");
  CREATE INDEX "sms_opt_outs_updated_at_idx" ON "sms_opt_outs" USING btree ("updated_at");
  CREATE INDEX "sms_opt_outs_created_at_idx" ON "sms_opt_outs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_broadcasts_fk" FOREIGN KEY ("broadcasts_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_broadcast_recipients_fk" FOREIGN KEY ("broadcast_recipients_id") REFERENCES "public"."broadcast_recipients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_opt_outs_fk" FOREIGN KEY ("sms_opt_outs_id") REFERENCES "public"."sms_opt_outs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_broadcasts_id_idx" ON "payload_locked_documents_rels" USING btree ("broadcasts_id");
  CREATE INDEX "payload_locked_documents_rels_broadcast_recipients_id_idx" ON "payload_locked_documents_rels" USING btree ("broadcast_recipients_id");
  CREATE INDEX "payload_locked_documents_rels_sms_opt_outs_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_opt_outs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "broadcasts_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "broadcasts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "broadcast_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_opt_outs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "broadcasts_channels" CASCADE;
  DROP TABLE "broadcasts" CASCADE;
  DROP TABLE "broadcast_recipients" CASCADE;
  DROP TABLE "sms_opt_outs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_broadcasts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_broadcast_recipients_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_opt_outs_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'publishExamResults', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'publishExamResults', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_broadcasts_id_idx";
  DROP INDEX "payload_locked_documents_rels_broadcast_recipients_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_opt_outs_id_idx";
  ALTER TABLE "users" DROP COLUMN "broadcast_consent";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "broadcasts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "broadcast_recipients_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_opt_outs_id";
  ALTER TABLE "site" DROP COLUMN "sms_rate_per_part";
  DROP TYPE "public"."enum_users_broadcast_consent";
  DROP TYPE "public"."enum_broadcasts_channels";
  DROP TYPE "public"."enum_broadcasts_audience";
  DROP TYPE "public"."enum_broadcasts_class_name";
  DROP TYPE "public"."enum_broadcasts_status";
  DROP TYPE "public"."enum_broadcast_recipients_channel";
  DROP TYPE "public"."enum_broadcast_recipients_status";`)
}
