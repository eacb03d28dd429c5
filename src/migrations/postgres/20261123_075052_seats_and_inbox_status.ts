import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('unread', 'read', 'replied');
  ALTER TABLE "event_registrations" ADD COLUMN "seat" numeric;
  ALTER TABLE "contact_messages" ADD COLUMN "status" "enum_contact_messages_status" DEFAULT 'unread';
  CREATE UNIQUE INDEX "seat_event_idx" ON "event_registrations" USING btree ("seat","event_id");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  -- A message ticked as handled had been replied to.
  UPDATE "contact_messages" SET "status" = 'replied' WHERE "handled";
  ALTER TABLE "contact_messages" DROP COLUMN "handled";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "seat_event_idx";
  DROP INDEX "contact_messages_status_idx";
  ALTER TABLE "contact_messages" ADD COLUMN "handled" boolean DEFAULT false;
  UPDATE "contact_messages" SET "handled" = true WHERE "status" = 'replied';
  ALTER TABLE "event_registrations" DROP COLUMN "seat";
  ALTER TABLE "contact_messages" DROP COLUMN "status";
  DROP TYPE "public"."enum_contact_messages_status";`)
}
