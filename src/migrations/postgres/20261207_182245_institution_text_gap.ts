import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_institution_profile_text_changed_in" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum_institution_recognition_text_changed_in" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum_institution_governing_body_text_changed_in" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum_institution_enrolment_text_changed_in" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum_institution_staff_text_changed_in" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum_institution_academics_text_changed_in" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum_institution_citizen_charter_text_changed_in" AS ENUM('en', 'bn');
  CREATE TYPE "public"."enum_institution_officers_text_changed_in" AS ENUM('en', 'bn');
  ALTER TABLE "institution" ADD COLUMN "profile_text_changed_in" "enum_institution_profile_text_changed_in";
  ALTER TABLE "institution" ADD COLUMN "profile_text_changed_at" timestamp(3) with time zone;
  ALTER TABLE "institution" ADD COLUMN "recognition_text_changed_in" "enum_institution_recognition_text_changed_in";
  ALTER TABLE "institution" ADD COLUMN "recognition_text_changed_at" timestamp(3) with time zone;
  ALTER TABLE "institution" ADD COLUMN "governing_body_text_changed_in" "enum_institution_governing_body_text_changed_in";
  ALTER TABLE "institution" ADD COLUMN "governing_body_text_changed_at" timestamp(3) with time zone;
  ALTER TABLE "institution" ADD COLUMN "enrolment_text_changed_in" "enum_institution_enrolment_text_changed_in";
  ALTER TABLE "institution" ADD COLUMN "enrolment_text_changed_at" timestamp(3) with time zone;
  ALTER TABLE "institution" ADD COLUMN "staff_text_changed_in" "enum_institution_staff_text_changed_in";
  ALTER TABLE "institution" ADD COLUMN "staff_text_changed_at" timestamp(3) with time zone;
  ALTER TABLE "institution" ADD COLUMN "academics_text_changed_in" "enum_institution_academics_text_changed_in";
  ALTER TABLE "institution" ADD COLUMN "academics_text_changed_at" timestamp(3) with time zone;
  ALTER TABLE "institution" ADD COLUMN "citizen_charter_text_changed_in" "enum_institution_citizen_charter_text_changed_in";
  ALTER TABLE "institution" ADD COLUMN "citizen_charter_text_changed_at" timestamp(3) with time zone;
  ALTER TABLE "institution" ADD COLUMN "officers_text_changed_in" "enum_institution_officers_text_changed_in";
  ALTER TABLE "institution" ADD COLUMN "officers_text_changed_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "institution" DROP COLUMN "profile_text_changed_in";
  ALTER TABLE "institution" DROP COLUMN "profile_text_changed_at";
  ALTER TABLE "institution" DROP COLUMN "recognition_text_changed_in";
  ALTER TABLE "institution" DROP COLUMN "recognition_text_changed_at";
  ALTER TABLE "institution" DROP COLUMN "governing_body_text_changed_in";
  ALTER TABLE "institution" DROP COLUMN "governing_body_text_changed_at";
  ALTER TABLE "institution" DROP COLUMN "enrolment_text_changed_in";
  ALTER TABLE "institution" DROP COLUMN "enrolment_text_changed_at";
  ALTER TABLE "institution" DROP COLUMN "staff_text_changed_in";
  ALTER TABLE "institution" DROP COLUMN "staff_text_changed_at";
  ALTER TABLE "institution" DROP COLUMN "academics_text_changed_in";
  ALTER TABLE "institution" DROP COLUMN "academics_text_changed_at";
  ALTER TABLE "institution" DROP COLUMN "citizen_charter_text_changed_in";
  ALTER TABLE "institution" DROP COLUMN "citizen_charter_text_changed_at";
  ALTER TABLE "institution" DROP COLUMN "officers_text_changed_in";
  ALTER TABLE "institution" DROP COLUMN "officers_text_changed_at";
  DROP TYPE "public"."enum_institution_profile_text_changed_in";
  DROP TYPE "public"."enum_institution_recognition_text_changed_in";
  DROP TYPE "public"."enum_institution_governing_body_text_changed_in";
  DROP TYPE "public"."enum_institution_enrolment_text_changed_in";
  DROP TYPE "public"."enum_institution_staff_text_changed_in";
  DROP TYPE "public"."enum_institution_academics_text_changed_in";
  DROP TYPE "public"."enum_institution_citizen_charter_text_changed_in";
  DROP TYPE "public"."enum_institution_officers_text_changed_in";`)
}
