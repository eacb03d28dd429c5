import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  CATEGORY_AND_FIGURE_LOCALES,
  copyBackFromLocalesStatements,
  copyIntoLocalesStatements,
} from '../content-locales'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // The unique name index moves to the locale table (one name per language), under the same name.
  await db.run(sql`DROP INDEX \`notice_categories_name_idx\`;`)
  await db.run(sql`CREATE TABLE \`notice_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`notice_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notice_categories_name_idx\` ON \`notice_categories_locales\` (\`name\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`notice_categories_locales_locale_parent_id_unique\` ON \`notice_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_stats_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_stats_locales_locale_parent_id_unique\` ON \`home_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Existing names and labels become the English version before their old columns go.
  for (const statement of copyIntoLocalesStatements(CATEGORY_AND_FIGURE_LOCALES))
    await db.run(sql.raw(statement))
  await db.run(sql`ALTER TABLE \`notice_categories\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`home_stats\` DROP COLUMN \`label\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`notice_categories\` ADD \`name\` text DEFAULT '' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home_stats\` ADD \`label\` text DEFAULT '' NOT NULL;`)
  // The English version goes back into the rows' own columns before the tables go.
  for (const statement of copyBackFromLocalesStatements(CATEGORY_AND_FIGURE_LOCALES))
    await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`notice_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`home_stats_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`notice_categories_name_idx\` ON \`notice_categories\` (\`name\`);`)
}
