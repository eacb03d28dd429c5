import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A trigram full-text index of news titles (every language), so a title search finds its items
 * without reading every title. It reads the titles from `news_locales` (external content); the
 * triggers keep it in step with every insert, update and delete there.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE VIRTUAL TABLE "news_locales_search" USING fts5(
    "title", content='news_locales', content_rowid='id', tokenize='trigram')`)
  await db.run(sql`CREATE TRIGGER "news_locales_search_insert" AFTER INSERT ON "news_locales" BEGIN
    INSERT INTO "news_locales_search"(rowid, "title") VALUES (new."id", new."title");
  END`)
  await db.run(sql`CREATE TRIGGER "news_locales_search_delete" AFTER DELETE ON "news_locales" BEGIN
    INSERT INTO "news_locales_search"("news_locales_search", rowid, "title")
      VALUES ('delete', old."id", old."title");
  END`)
  await db.run(sql`CREATE TRIGGER "news_locales_search_update" AFTER UPDATE ON "news_locales" BEGIN
    INSERT INTO "news_locales_search"("news_locales_search", rowid, "title")
      VALUES ('delete', old."id", old."title");
    INSERT INTO "news_locales_search"(rowid, "title") VALUES (new."id", new."title");
  END`)
  await db.run(sql`INSERT INTO "news_locales_search"("news_locales_search") VALUES ('rebuild')`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER "news_locales_search_update"`)
  await db.run(sql`DROP TRIGGER "news_locales_search_delete"`)
  await db.run(sql`DROP TRIGGER "news_locales_search_insert"`)
  await db.run(sql`DROP TABLE "news_locales_search"`)
}
