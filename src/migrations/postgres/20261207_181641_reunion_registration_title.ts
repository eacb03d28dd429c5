import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reunion_registrations" ADD COLUMN "title" varchar;
  CREATE INDEX "reunion_registrations_title_idx" ON "reunion_registrations" USING btree ("title");`)

  // Registrations made before the title was kept: the member's own name and party size.
  await db.execute(sql`
    UPDATE reunion_registrations SET title =
      COALESCE((
        SELECT TRIM(p.name) FROM reunion_registrations_people p
        WHERE p._parent_id = reunion_registrations.id
        ORDER BY CASE WHEN p.relation = 'self' THEN 0 ELSE 1 END, p._order
        LIMIT 1
      ), '') ||
      CASE
        WHEN (SELECT COUNT(*) FROM reunion_registrations_people p
              WHERE p._parent_id = reunion_registrations.id) > 1
        THEN ' +' || CAST((SELECT COUNT(*) - 1 FROM reunion_registrations_people p
              WHERE p._parent_id = reunion_registrations.id) AS TEXT)
        ELSE ''
      END
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "reunion_registrations_title_idx";
  ALTER TABLE "reunion_registrations" DROP COLUMN "title";`)
}
