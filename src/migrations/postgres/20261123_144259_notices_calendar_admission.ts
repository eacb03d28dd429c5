import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notices_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__notices_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_calendar_entries_kind" AS ENUM('Holiday', 'Exam', 'Admission', 'Academic');
  CREATE TYPE "public"."enum_admission_inquiries_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TABLE "notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"category_id" integer,
  	"publish_date" timestamp(3) with time zone,
  	"body" jsonb,
  	"excerpt" varchar,
  	"pinned" boolean DEFAULT false,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_notices_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "notices_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_notices_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_category_id" integer,
  	"version_publish_date" timestamp(3) with time zone,
  	"version_body" jsonb,
  	"version_excerpt" varchar,
  	"version_pinned" boolean DEFAULT false,
  	"version_expires_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__notices_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_notices_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "notice_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "calendar_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"kind" "enum_calendar_entries_kind" NOT NULL,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "admission_inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"student_name" varchar NOT NULL,
  	"class_sought_id" integer NOT NULL,
  	"guardian_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"message" varchar,
  	"status" "enum_admission_inquiries_status" DEFAULT 'new',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notice_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "calendar_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admission_inquiries_id" integer;
  ALTER TABLE "notices" ADD CONSTRAINT "notices_category_id_notice_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."notice_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notices_rels" ADD CONSTRAINT "notices_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notices_rels" ADD CONSTRAINT "notices_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notices_v" ADD CONSTRAINT "_notices_v_parent_id_notices_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notices_v" ADD CONSTRAINT "_notices_v_version_category_id_notice_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."notice_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notices_v_rels" ADD CONSTRAINT "_notices_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_notices_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notices_v_rels" ADD CONSTRAINT "_notices_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_inquiries" ADD CONSTRAINT "admission_inquiries_class_sought_id_classes_id_fk" FOREIGN KEY ("class_sought_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "notices_category_idx" ON "notices" USING btree ("category_id");
  CREATE INDEX "notices_publish_date_idx" ON "notices" USING btree ("publish_date");
  CREATE INDEX "notices_pinned_idx" ON "notices" USING btree ("pinned");
  CREATE INDEX "notices_expires_at_idx" ON "notices" USING btree ("expires_at");
  CREATE INDEX "notices_updated_at_idx" ON "notices" USING btree ("updated_at");
  CREATE INDEX "notices_created_at_idx" ON "notices" USING btree ("created_at");
  CREATE INDEX "notices__status_idx" ON "notices" USING btree ("_status");
  CREATE INDEX "notices_rels_order_idx" ON "notices_rels" USING btree ("order");
  CREATE INDEX "notices_rels_parent_idx" ON "notices_rels" USING btree ("parent_id");
  CREATE INDEX "notices_rels_path_idx" ON "notices_rels" USING btree ("path");
  CREATE INDEX "notices_rels_documents_id_idx" ON "notices_rels" USING btree ("documents_id");
  CREATE INDEX "_notices_v_parent_idx" ON "_notices_v" USING btree ("parent_id");
  CREATE INDEX "_notices_v_version_version_category_idx" ON "_notices_v" USING btree ("version_category_id");
  CREATE INDEX "_notices_v_version_version_publish_date_idx" ON "_notices_v" USING btree ("version_publish_date");
  CREATE INDEX "_notices_v_version_version_pinned_idx" ON "_notices_v" USING btree ("version_pinned");
  CREATE INDEX "_notices_v_version_version_expires_at_idx" ON "_notices_v" USING btree ("version_expires_at");
  CREATE INDEX "_notices_v_version_version_updated_at_idx" ON "_notices_v" USING btree ("version_updated_at");
  CREATE INDEX "_notices_v_version_version_created_at_idx" ON "_notices_v" USING btree ("version_created_at");
  CREATE INDEX "_notices_v_version_version__status_idx" ON "_notices_v" USING btree ("version__status");
  CREATE INDEX "_notices_v_created_at_idx" ON "_notices_v" USING btree ("created_at");
  CREATE INDEX "_notices_v_updated_at_idx" ON "_notices_v" USING btree ("updated_at");
  CREATE INDEX "_notices_v_latest_idx" ON "_notices_v" USING btree ("latest");
  CREATE INDEX "_notices_v_rels_order_idx" ON "_notices_v_rels" USING btree ("order");
  CREATE INDEX "_notices_v_rels_parent_idx" ON "_notices_v_rels" USING btree ("parent_id");
  CREATE INDEX "_notices_v_rels_path_idx" ON "_notices_v_rels" USING btree ("path");
  CREATE INDEX "_notices_v_rels_documents_id_idx" ON "_notices_v_rels" USING btree ("documents_id");
  CREATE UNIQUE INDEX "notice_categories_name_idx" ON "notice_categories" USING btree ("name");
  CREATE INDEX "notice_categories_sort_order_idx" ON "notice_categories" USING btree ("sort_order");
  CREATE INDEX "notice_categories_updated_at_idx" ON "notice_categories" USING btree ("updated_at");
  CREATE INDEX "notice_categories_created_at_idx" ON "notice_categories" USING btree ("created_at");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE INDEX "calendar_entries_kind_idx" ON "calendar_entries" USING btree ("kind");
  CREATE INDEX "calendar_entries_start_date_idx" ON "calendar_entries" USING btree ("start_date");
  CREATE INDEX "calendar_entries_end_date_idx" ON "calendar_entries" USING btree ("end_date");
  CREATE INDEX "calendar_entries_updated_at_idx" ON "calendar_entries" USING btree ("updated_at");
  CREATE INDEX "calendar_entries_created_at_idx" ON "calendar_entries" USING btree ("created_at");
  CREATE INDEX "admission_inquiries_class_sought_idx" ON "admission_inquiries" USING btree ("class_sought_id");
  CREATE INDEX "admission_inquiries_status_idx" ON "admission_inquiries" USING btree ("status");
  CREATE INDEX "admission_inquiries_updated_at_idx" ON "admission_inquiries" USING btree ("updated_at");
  CREATE INDEX "admission_inquiries_created_at_idx" ON "admission_inquiries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notices_fk" FOREIGN KEY ("notices_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notice_categories_fk" FOREIGN KEY ("notice_categories_id") REFERENCES "public"."notice_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calendar_entries_fk" FOREIGN KEY ("calendar_entries_id") REFERENCES "public"."calendar_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admission_inquiries_fk" FOREIGN KEY ("admission_inquiries_id") REFERENCES "public"."admission_inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("notices_id");
  CREATE INDEX "payload_locked_documents_rels_notice_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("notice_categories_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_calendar_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("calendar_entries_id");
  CREATE INDEX "payload_locked_documents_rels_admission_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("admission_inquiries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notices_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_notices_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_notices_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notice_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "calendar_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admission_inquiries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "notices" CASCADE;
  DROP TABLE "notices_rels" CASCADE;
  DROP TABLE "_notices_v" CASCADE;
  DROP TABLE "_notices_v_rels" CASCADE;
  DROP TABLE "notice_categories" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "calendar_entries" CASCADE;
  DROP TABLE "admission_inquiries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notice_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_calendar_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admission_inquiries_fk";
  
  DROP INDEX "payload_locked_documents_rels_notices_id_idx";
  DROP INDEX "payload_locked_documents_rels_notice_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_calendar_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_admission_inquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notice_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "calendar_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admission_inquiries_id";
  DROP TYPE "public"."enum_notices_status";
  DROP TYPE "public"."enum__notices_v_version_status";
  DROP TYPE "public"."enum_calendar_entries_kind";
  DROP TYPE "public"."enum_admission_inquiries_status";`)
}
