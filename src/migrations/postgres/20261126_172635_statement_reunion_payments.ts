import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_target_collection" ADD VALUE 'reunion-registrations';
  ALTER TABLE "statement_lines" ADD COLUMN "reunion_registration_id" integer;
  ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_reunion_registration_id_reunion_registrations_id_fk" FOREIGN KEY ("reunion_registration_id") REFERENCES "public"."reunion_registrations"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "statement_lines_reunion_registration_idx" ON "statement_lines" USING btree ("reunion_registration_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "statement_lines" DROP CONSTRAINT "statement_lines_reunion_registration_id_reunion_registrations_id_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "target_collection" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_target_collection";
  CREATE TYPE "public"."enum_audit_log_target_collection" AS ENUM('event-registrations', 'alumni-registrations', 'statement-lines');
  ALTER TABLE "audit_log" ALTER COLUMN "target_collection" SET DATA TYPE "public"."enum_audit_log_target_collection" USING "target_collection"::"public"."enum_audit_log_target_collection";
  DROP INDEX "statement_lines_reunion_registration_idx";
  ALTER TABLE "statement_lines" DROP COLUMN "reunion_registration_id";`)
}
