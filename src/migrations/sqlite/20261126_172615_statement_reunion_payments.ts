import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`statement_lines\` ADD \`reunion_registration_id\` integer REFERENCES reunion_registrations(id) ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX \`statement_lines_reunion_registration_idx\` ON \`statement_lines\` (\`reunion_registration_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_statement_lines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`method\` text NOT NULL,
  	\`transaction_id\` text NOT NULL,
  	\`transaction_key\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`paid_at\` text NOT NULL,
  	\`sender\` text,
  	\`registration_id\` integer,
  	\`statement_format\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`registration_id\`) REFERENCES \`alumni_registrations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_statement_lines\`("id", "method", "transaction_id", "transaction_key", "amount", "paid_at", "sender", "registration_id", "statement_format", "updated_at", "created_at") SELECT "id", "method", "transaction_id", "transaction_key", "amount", "paid_at", "sender", "registration_id", "statement_format", "updated_at", "created_at" FROM \`statement_lines\`;`)
  await db.run(sql`DROP TABLE \`statement_lines\`;`)
  await db.run(sql`ALTER TABLE \`__new_statement_lines\` RENAME TO \`statement_lines\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`statement_lines_registration_idx\` ON \`statement_lines\` (\`registration_id\`);`)
  await db.run(sql`CREATE INDEX \`statement_lines_updated_at_idx\` ON \`statement_lines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`statement_lines_created_at_idx\` ON \`statement_lines\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`method_transaction_key_idx\` ON \`statement_lines\` (\`method\`,\`transaction_key\`);`)
}
