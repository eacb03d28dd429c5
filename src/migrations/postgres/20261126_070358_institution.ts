import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_institution_recognition_levels_mpo" AS ENUM('enlisted', 'not_enlisted');
  CREATE TYPE "public"."enum_institution_enrolment_approved_sections_class" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_institution_enrolment_rows_class" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_institution_academics_routines_class" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_institution_academics_syllabi_class" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_institution_profile_type" AS ENUM('school', 'college', 'school_and_college');
  CREATE TYPE "public"."enum_institution_recognition_nationalisation" AS ENUM('non_government', 'nationalised', 'government');
  CREATE TYPE "public"."enum_institution_governing_body_kind" AS ENUM('governing_body', 'managing_committee', 'ad_hoc_committee');
  CREATE TYPE "public"."enum_institution_enrolment_source" AS ENUM('entered', 'members');
  CREATE TABLE "institution_recognition_levels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"permission_date" timestamp(3) with time zone,
  	"permission_document_id" integer,
  	"recognition_date" timestamp(3) with time zone,
  	"recognition_until" timestamp(3) with time zone,
  	"recognition_document_id" integer,
  	"mpo" "enum_institution_recognition_levels_mpo",
  	"mpo_since" timestamp(3) with time zone
  );
  
  CREATE TABLE "institution_recognition_levels_locales" (
  	"level" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "institution_governing_body_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"term_from" timestamp(3) with time zone,
  	"term_to" timestamp(3) with time zone,
  	"phone" varchar
  );
  
  CREATE TABLE "institution_governing_body_members_locales" (
  	"name" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "institution_enrolment_approved_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"class" "enum_institution_enrolment_approved_sections_class" NOT NULL,
  	"sections" numeric NOT NULL
  );
  
  CREATE TABLE "institution_enrolment_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"class" "enum_institution_enrolment_rows_class",
  	"section" varchar,
  	"girls" numeric DEFAULT 0,
  	"boys" numeric DEFAULT 0
  );
  
  CREATE TABLE "institution_staff_other_staff" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"count" numeric NOT NULL
  );
  
  CREATE TABLE "institution_staff_other_staff_locales" (
  	"post" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "institution_staff_left_out_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"post" varchar NOT NULL
  );
  
  CREATE TABLE "institution_academics_routines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"class" "enum_institution_academics_routines_class" NOT NULL,
  	"year" numeric NOT NULL,
  	"document_id" integer NOT NULL
  );
  
  CREATE TABLE "institution_academics_syllabi" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"class" "enum_institution_academics_syllabi_class" NOT NULL,
  	"year" numeric NOT NULL,
  	"document_id" integer NOT NULL
  );
  
  CREATE TABLE "institution_citizen_charter_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "institution_citizen_charter_services_locales" (
  	"service" varchar NOT NULL,
  	"provider" varchar NOT NULL,
  	"time" varchar NOT NULL,
  	"fee" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "institution" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"profile_eiin" varchar,
  	"profile_school_code" varchar,
  	"profile_college_code" varchar,
  	"profile_established" numeric,
  	"profile_type" "enum_institution_profile_type",
  	"profile_map_link" varchar,
  	"profile_phone" varchar,
  	"profile_email" varchar,
  	"profile_updated_at" timestamp(3) with time zone,
  	"recognition_nationalisation" "enum_institution_recognition_nationalisation",
  	"recognition_nationalised_on" timestamp(3) with time zone,
  	"recognition_updated_at" timestamp(3) with time zone,
  	"governing_body_kind" "enum_institution_governing_body_kind",
  	"governing_body_updated_at" timestamp(3) with time zone,
  	"enrolment_source" "enum_institution_enrolment_source" DEFAULT 'entered' NOT NULL,
  	"enrolment_year" numeric,
  	"enrolment_updated_at" timestamp(3) with time zone,
  	"staff_updated_at" timestamp(3) with time zone,
  	"academics_calendar_link" varchar DEFAULT '/calendar',
  	"academics_updated_at" timestamp(3) with time zone,
  	"citizen_charter_updated_at" timestamp(3) with time zone,
  	"officers_information_officer_phone" varchar,
  	"officers_information_officer_email" varchar,
  	"officers_grs_focal_point_phone" varchar,
  	"officers_grs_focal_point_email" varchar,
  	"officers_updated_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "institution_locales" (
  	"profile_name" varchar,
  	"profile_board" varchar,
  	"profile_address" varchar,
  	"officers_information_officer_name" varchar,
  	"officers_information_officer_post" varchar,
  	"officers_grs_focal_point_name" varchar,
  	"officers_grs_focal_point_post" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "institution_recognition_levels" ADD CONSTRAINT "institution_recognition_levels_permission_document_id_documents_id_fk" FOREIGN KEY ("permission_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "institution_recognition_levels" ADD CONSTRAINT "institution_recognition_levels_recognition_document_id_documents_id_fk" FOREIGN KEY ("recognition_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "institution_recognition_levels" ADD CONSTRAINT "institution_recognition_levels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institution_recognition_levels_locales" ADD CONSTRAINT "institution_recognition_levels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution_recognition_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institution_governing_body_members" ADD CONSTRAINT "institution_governing_body_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institution_governing_body_members_locales" ADD CONSTRAINT "institution_governing_body_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution_governing_body_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institution_enrolment_approved_sections" ADD CONSTRAINT "institution_enrolment_approved_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institution_enrolment_rows" ADD CONSTRAINT "institution_enrolment_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institution_staff_other_staff" ADD CONSTRAINT "institution_staff_other_staff_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institution_staff_other_staff_locales" ADD CONSTRAINT "institution_staff_other_staff_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution_staff_other_staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institution_staff_left_out_posts" ADD CONSTRAINT "institution_staff_left_out_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institution_academics_routines" ADD CONSTRAINT "institution_academics_routines_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "institution_academics_routines" ADD CONSTRAINT "institution_academics_routines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institution_academics_syllabi" ADD CONSTRAINT "institution_academics_syllabi_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "institution_academics_syllabi" ADD CONSTRAINT "institution_academics_syllabi_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institution_citizen_charter_services" ADD CONSTRAINT "institution_citizen_charter_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institution_citizen_charter_services_locales" ADD CONSTRAINT "institution_citizen_charter_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution_citizen_charter_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "institution_locales" ADD CONSTRAINT "institution_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."institution"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "institution_recognition_levels_order_idx" ON "institution_recognition_levels" USING btree ("_order");
  CREATE INDEX "institution_recognition_levels_parent_id_idx" ON "institution_recognition_levels" USING btree ("_parent_id");
  CREATE INDEX "institution_recognition_levels_permission_document_idx" ON "institution_recognition_levels" USING btree ("permission_document_id");
  CREATE INDEX "institution_recognition_levels_recognition_document_idx" ON "institution_recognition_levels" USING btree ("recognition_document_id");
  CREATE UNIQUE INDEX "institution_recognition_levels_locales_locale_parent_id_uniq" ON "institution_recognition_levels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "institution_governing_body_members_order_idx" ON "institution_governing_body_members" USING btree ("_order");
  CREATE INDEX "institution_governing_body_members_parent_id_idx" ON "institution_governing_body_members" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "institution_governing_body_members_locales_locale_parent_id_" ON "institution_governing_body_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "institution_enrolment_approved_sections_order_idx" ON "institution_enrolment_approved_sections" USING btree ("_order");
  CREATE INDEX "institution_enrolment_approved_sections_parent_id_idx" ON "institution_enrolment_approved_sections" USING btree ("_parent_id");
  CREATE INDEX "institution_enrolment_rows_order_idx" ON "institution_enrolment_rows" USING btree ("_order");
  CREATE INDEX "institution_enrolment_rows_parent_id_idx" ON "institution_enrolment_rows" USING btree ("_parent_id");
  CREATE INDEX "institution_staff_other_staff_order_idx" ON "institution_staff_other_staff" USING btree ("_order");
  CREATE INDEX "institution_staff_other_staff_parent_id_idx" ON "institution_staff_other_staff" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "institution_staff_other_staff_locales_locale_parent_id_uniqu" ON "institution_staff_other_staff_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "institution_staff_left_out_posts_order_idx" ON "institution_staff_left_out_posts" USING btree ("_order");
  CREATE INDEX "institution_staff_left_out_posts_parent_id_idx" ON "institution_staff_left_out_posts" USING btree ("_parent_id");
  CREATE INDEX "institution_academics_routines_order_idx" ON "institution_academics_routines" USING btree ("_order");
  CREATE INDEX "institution_academics_routines_parent_id_idx" ON "institution_academics_routines" USING btree ("_parent_id");
  CREATE INDEX "institution_academics_routines_document_idx" ON "institution_academics_routines" USING btree ("document_id");
  CREATE INDEX "institution_academics_syllabi_order_idx" ON "institution_academics_syllabi" USING btree ("_order");
  CREATE INDEX "institution_academics_syllabi_parent_id_idx" ON "institution_academics_syllabi" USING btree ("_parent_id");
  CREATE INDEX "institution_academics_syllabi_document_idx" ON "institution_academics_syllabi" USING btree ("document_id");
  CREATE INDEX "institution_citizen_charter_services_order_idx" ON "institution_citizen_charter_services" USING btree ("_order");
  CREATE INDEX "institution_citizen_charter_services_parent_id_idx" ON "institution_citizen_charter_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "institution_citizen_charter_services_locales_locale_parent_i" ON "institution_citizen_charter_services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "institution_locales_locale_parent_id_unique" ON "institution_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "institution_recognition_levels" CASCADE;
  DROP TABLE "institution_recognition_levels_locales" CASCADE;
  DROP TABLE "institution_governing_body_members" CASCADE;
  DROP TABLE "institution_governing_body_members_locales" CASCADE;
  DROP TABLE "institution_enrolment_approved_sections" CASCADE;
  DROP TABLE "institution_enrolment_rows" CASCADE;
  DROP TABLE "institution_staff_other_staff" CASCADE;
  DROP TABLE "institution_staff_other_staff_locales" CASCADE;
  DROP TABLE "institution_staff_left_out_posts" CASCADE;
  DROP TABLE "institution_academics_routines" CASCADE;
  DROP TABLE "institution_academics_syllabi" CASCADE;
  DROP TABLE "institution_citizen_charter_services" CASCADE;
  DROP TABLE "institution_citizen_charter_services_locales" CASCADE;
  DROP TABLE "institution" CASCADE;
  DROP TABLE "institution_locales" CASCADE;
  DROP TYPE "public"."enum_institution_recognition_levels_mpo";
  DROP TYPE "public"."enum_institution_enrolment_approved_sections_class";
  DROP TYPE "public"."enum_institution_enrolment_rows_class";
  DROP TYPE "public"."enum_institution_academics_routines_class";
  DROP TYPE "public"."enum_institution_academics_syllabi_class";
  DROP TYPE "public"."enum_institution_profile_type";
  DROP TYPE "public"."enum_institution_recognition_nationalisation";
  DROP TYPE "public"."enum_institution_governing_body_kind";
  DROP TYPE "public"."enum_institution_enrolment_source";`)
}
