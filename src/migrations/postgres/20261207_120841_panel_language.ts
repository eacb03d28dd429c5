import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_admins_panel_language" AS ENUM('en', 'bn-BD');
  ALTER TABLE "admins" ADD COLUMN "panel_language" "enum_admins_panel_language";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "admins" DROP COLUMN "panel_language";
  DROP TYPE "public"."enum_admins_panel_language";`)
}
