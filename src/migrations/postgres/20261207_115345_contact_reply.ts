import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" ADD COLUMN "reply" varchar;
  ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp(3) with time zone;
  ALTER TABLE "contact_messages" ADD COLUMN "replied_by_id" integer;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_replied_by_id_admins_id_fk" FOREIGN KEY ("replied_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "contact_messages_replied_by_idx" ON "contact_messages" USING btree ("replied_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_replied_by_id_admins_id_fk";
  
  DROP INDEX "contact_messages_replied_by_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "reply";
  ALTER TABLE "contact_messages" DROP COLUMN "replied_at";
  ALTER TABLE "contact_messages" DROP COLUMN "replied_by_id";`)
}
