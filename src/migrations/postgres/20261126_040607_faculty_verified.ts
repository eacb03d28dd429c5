import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Teachers and leaders already stored start unverified (off the About page) until staff verify them.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "faculty_verified" boolean DEFAULT false;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "faculty_verified";`)
}
