import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Exams with their classes and subjects, and each student's graded result (one read per lookup: exam, class, roll).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_exams_classes_class" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10');
  CREATE TYPE "public"."enum_exams_status" AS ENUM('draft', 'scheduled', 'published');
  CREATE TYPE "public"."enum_results_class" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10');
  CREATE TYPE "public"."enum_results_result" AS ENUM('passed', 'failed');
  CREATE TABLE "exams_classes_subjects" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"full_marks" numeric DEFAULT 100 NOT NULL,
  	"pass_marks" numeric DEFAULT 33 NOT NULL,
  	"optional" boolean DEFAULT false
  );
  
  CREATE TABLE "exams_classes_subjects_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "exams_classes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"class" "enum_exams_classes_class" NOT NULL
  );
  
  CREATE TABLE "exams" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"publish_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_exams_status" DEFAULT 'draft' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "exams_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "results_subjects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"marks" numeric NOT NULL,
  	"grade" varchar,
  	"point" numeric
  );
  
  CREATE TABLE "results" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"exam_id" integer NOT NULL,
  	"class" "enum_results_class" NOT NULL,
  	"section" varchar,
  	"roll" numeric NOT NULL,
  	"registration" varchar NOT NULL,
  	"student_name" varchar NOT NULL,
  	"gpa" numeric NOT NULL,
  	"grade" varchar NOT NULL,
  	"result" "enum_results_result" NOT NULL,
  	"code" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "exams_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "results_id" integer;
  ALTER TABLE "exams_classes_subjects" ADD CONSTRAINT "exams_classes_subjects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exams_classes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exams_classes_subjects_locales" ADD CONSTRAINT "exams_classes_subjects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exams_classes_subjects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exams_classes" ADD CONSTRAINT "exams_classes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exams_locales" ADD CONSTRAINT "exams_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "results_subjects" ADD CONSTRAINT "results_subjects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "results" ADD CONSTRAINT "results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "exams_classes_subjects_order_idx" ON "exams_classes_subjects" USING btree ("_order");
  CREATE INDEX "exams_classes_subjects_parent_id_idx" ON "exams_classes_subjects" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "exams_classes_subjects_locales_locale_parent_id_unique" ON "exams_classes_subjects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "exams_classes_order_idx" ON "exams_classes" USING btree ("_order");
  CREATE INDEX "exams_classes_parent_id_idx" ON "exams_classes" USING btree ("_parent_id");
  CREATE INDEX "exams_year_idx" ON "exams" USING btree ("year");
  CREATE INDEX "exams_publish_at_idx" ON "exams" USING btree ("publish_at");
  CREATE INDEX "exams_status_idx" ON "exams" USING btree ("status");
  CREATE INDEX "exams_updated_at_idx" ON "exams" USING btree ("updated_at");
  CREATE INDEX "exams_created_at_idx" ON "exams" USING btree ("created_at");
  CREATE UNIQUE INDEX "exams_locales_locale_parent_id_unique" ON "exams_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "results_subjects_order_idx" ON "results_subjects" USING btree ("_order");
  CREATE INDEX "results_subjects_parent_id_idx" ON "results_subjects" USING btree ("_parent_id");
  CREATE INDEX "results_exam_idx" ON "results" USING btree ("exam_id");
  CREATE UNIQUE INDEX "results_code_idx" ON "results" USING btree ("code");
  CREATE INDEX "results_updated_at_idx" ON "results" USING btree ("updated_at");
  CREATE INDEX "results_created_at_idx" ON "results" USING btree ("created_at");
  CREATE UNIQUE INDEX "exam_class_roll_idx" ON "results" USING btree ("exam_id","class","roll");
  CREATE UNIQUE INDEX "exam_registration_idx" ON "results" USING btree ("exam_id","registration");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exams_fk" FOREIGN KEY ("exams_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_results_fk" FOREIGN KEY ("results_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_exams_id_idx" ON "payload_locked_documents_rels" USING btree ("exams_id");
  CREATE INDEX "payload_locked_documents_rels_results_id_idx" ON "payload_locked_documents_rels" USING btree ("results_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "exams_classes_subjects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exams_classes_subjects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exams_classes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exams" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exams_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "results_subjects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "results" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "exams_classes_subjects" CASCADE;
  DROP TABLE "exams_classes_subjects_locales" CASCADE;
  DROP TABLE "exams_classes" CASCADE;
  DROP TABLE "exams" CASCADE;
  DROP TABLE "exams_locales" CASCADE;
  DROP TABLE "results_subjects" CASCADE;
  DROP TABLE "results" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_exams_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_results_fk";
  
  DROP INDEX "payload_locked_documents_rels_exams_id_idx";
  DROP INDEX "payload_locked_documents_rels_results_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "exams_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "results_id";
  DROP TYPE "public"."enum_exams_classes_class";
  DROP TYPE "public"."enum_exams_status";
  DROP TYPE "public"."enum_results_class";
  DROP TYPE "public"."enum_results_result";`)
}
