import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_broadcasts_held_reason" AS ENUM('quiet_hours', 'daily_limit');
  ALTER TABLE "broadcasts" ADD COLUMN "held_reason" "enum_broadcasts_held_reason";
  ALTER TABLE "broadcasts" ADD COLUMN "held_until" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "broadcasts" DROP COLUMN "held_reason";
  ALTER TABLE "broadcasts" DROP COLUMN "held_until";
  DROP TYPE "public"."enum_broadcasts_held_reason";`)
}
