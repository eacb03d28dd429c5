import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "sms_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"parts" numeric DEFAULT 0 NOT NULL,
  	"limit_reached_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "guardian_phone_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"phone" varchar NOT NULL,
  	"code_digest" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"tries" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "guardian_sms_confirmed" varchar;
  ALTER TABLE "broadcasts" ADD COLUMN "unconfirmed_numbers" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_days_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "guardian_phone_codes_id" integer;
  ALTER TABLE "site" ADD COLUMN "sms_daily_cap" numeric DEFAULT 5000;
  ALTER TABLE "_site_v" ADD COLUMN "version_sms_daily_cap" numeric DEFAULT 5000;
  ALTER TABLE "guardian_phone_codes" ADD CONSTRAINT "guardian_phone_codes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "sms_days_day_idx" ON "sms_days" USING btree ("day");
  CREATE INDEX "sms_days_updated_at_idx" ON "sms_days" USING btree ("updated_at");
  CREATE INDEX "sms_days_created_at_idx" ON "sms_days" USING btree ("created_at");
  CREATE INDEX "guardian_phone_codes_member_idx" ON "guardian_phone_codes" USING btree ("member_id");
  CREATE INDEX "guardian_phone_codes_updated_at_idx" ON "guardian_phone_codes" USING btree ("updated_at");
  CREATE INDEX "guardian_phone_codes_created_at_idx" ON "guardian_phone_codes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_days_fk" FOREIGN KEY ("sms_days_id") REFERENCES "public"."sms_days"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guardian_phone_codes_fk" FOREIGN KEY ("guardian_phone_codes_id") REFERENCES "public"."guardian_phone_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sms_days_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_days_id");
  CREATE INDEX "payload_locked_documents_rels_guardian_phone_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("guardian_phone_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sms_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guardian_phone_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sms_days" CASCADE;
  DROP TABLE "guardian_phone_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_days_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_guardian_phone_codes_fk";
  
  DROP INDEX "payload_locked_documents_rels_sms_days_id_idx";
  DROP INDEX "payload_locked_documents_rels_guardian_phone_codes_id_idx";
  ALTER TABLE "users" DROP COLUMN "guardian_sms_confirmed";
  ALTER TABLE "broadcasts" DROP COLUMN "unconfirmed_numbers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_days_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "guardian_phone_codes_id";
  ALTER TABLE "site" DROP COLUMN "sms_daily_cap";
  ALTER TABLE "_site_v" DROP COLUMN "version_sms_daily_cap";`)
}
