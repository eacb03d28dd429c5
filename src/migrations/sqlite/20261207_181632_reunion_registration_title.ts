import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reunion_registrations\` ADD \`title\` text;`)
  await db.run(sql`CREATE INDEX \`reunion_registrations_title_idx\` ON \`reunion_registrations\` (\`title\`);`)

  // Registrations made before the title was kept: the member's own name and party size.
  await db.run(sql`
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
  await db.run(sql`DROP INDEX \`reunion_registrations_title_idx\`;`)
  await db.run(sql`ALTER TABLE \`reunion_registrations\` DROP COLUMN \`title\`;`)
}
