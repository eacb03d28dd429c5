import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_exams_second_fact" AS ENUM('none', 'birth_date', 'pin');
  ALTER TABLE "exams" ADD COLUMN "second_fact" "enum_exams_second_fact" DEFAULT 'none';
  ALTER TABLE "results" ADD COLUMN "birth_date" varchar;
  ALTER TABLE "results" ADD COLUMN "pin" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "exams" DROP COLUMN "second_fact";
  ALTER TABLE "results" DROP COLUMN "birth_date";
  ALTER TABLE "results" DROP COLUMN "pin";
  DROP TYPE "public"."enum_exams_second_fact";`)
}
