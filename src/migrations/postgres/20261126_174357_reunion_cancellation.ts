import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_reunion_registrations_status" ADD VALUE 'cancelled';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reunion_registrations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "reunion_registrations" ALTER COLUMN "status" SET DEFAULT 'confirmed'::text;
  DROP TYPE "public"."enum_reunion_registrations_status";
  CREATE TYPE "public"."enum_reunion_registrations_status" AS ENUM('confirmed', 'waiting');
  ALTER TABLE "reunion_registrations" ALTER COLUMN "status" SET DEFAULT 'confirmed'::"public"."enum_reunion_registrations_status";
  ALTER TABLE "reunion_registrations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_reunion_registrations_status" USING "status"::"public"."enum_reunion_registrations_status";`)
}
