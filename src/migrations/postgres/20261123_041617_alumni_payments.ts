import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alumni_page_payment_accounts_method" AS ENUM('Bkash', 'Nagad', 'Rocket', 'Bank Account');
  CREATE TABLE "alumni_page_payment_accounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"method" "enum_alumni_page_payment_accounts_method" NOT NULL,
  	"account" varchar NOT NULL,
  	"note" varchar
  );
  
  ALTER TABLE "alumni_registrations" ADD COLUMN "amount" varchar;
  ALTER TABLE "alumni_page_payment_accounts" ADD CONSTRAINT "alumni_page_payment_accounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alumni_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "alumni_page_payment_accounts_order_idx" ON "alumni_page_payment_accounts" USING btree ("_order");
  CREATE INDEX "alumni_page_payment_accounts_parent_id_idx" ON "alumni_page_payment_accounts" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "alumni_page_payment_accounts" CASCADE;
  ALTER TABLE "alumni_registrations" DROP COLUMN "amount";
  DROP TYPE "public"."enum_alumni_page_payment_accounts_method";`)
}
