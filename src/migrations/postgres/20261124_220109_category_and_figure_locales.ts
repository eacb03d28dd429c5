import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import {
  CATEGORY_AND_FIGURE_LOCALES,
  copyBackFromLocalesStatements,
  copyIntoLocalesStatements,
} from '../content-locales'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "notice_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_stats_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  DROP INDEX "notice_categories_name_idx";
  ALTER TABLE "notice_categories_locales" ADD CONSTRAINT "notice_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."notice_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_stats_locales" ADD CONSTRAINT "home_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_stats"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "notice_categories_name_idx" ON "notice_categories_locales" USING btree ("name","_locale");
  CREATE UNIQUE INDEX "notice_categories_locales_locale_parent_id_unique" ON "notice_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_stats_locales_locale_parent_id_unique" ON "home_stats_locales" USING btree ("_locale","_parent_id");`)
  // Existing names and labels become the English version before their old columns go.
  for (const statement of copyIntoLocalesStatements(CATEGORY_AND_FIGURE_LOCALES))
    await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "notice_categories" DROP COLUMN "name";
  ALTER TABLE "home_stats" DROP COLUMN "label";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "notice_categories" ADD COLUMN "name" varchar;
  ALTER TABLE "home_stats" ADD COLUMN "label" varchar;`)
  // The English version goes back into the rows' own columns before the tables go.
  for (const statement of copyBackFromLocalesStatements(CATEGORY_AND_FIGURE_LOCALES))
    await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "notice_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_stats_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "notice_categories_locales" CASCADE;
  DROP TABLE "home_stats_locales" CASCADE;
  ALTER TABLE "notice_categories" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "home_stats" ALTER COLUMN "label" SET NOT NULL;
  CREATE UNIQUE INDEX "notice_categories_name_idx" ON "notice_categories" USING btree ("name");`)
}
