import 'server-only'

import type { Payload } from 'payload'

export type SqlValue = string | number

type SqliteClient = {
  execute(query: { sql: string; args: SqlValue[] }): Promise<{ rows: unknown[] }>
}
type PostgresPool = { query(text: string, values: SqlValue[]): Promise<{ rows: unknown[] }> }

/**
 * Runs one read on the site's database, SQLite or Postgres, for the few queries Payload's `where`
 * cannot say (a full-text index). `write` builds the statement and puts each value through
 * `value()`, which adds it as a bound parameter, so nothing typed by a visitor becomes SQL. Names
 * are written in double quotes, which both databases read.
 */
export async function selectRows<Row>(
  payload: Payload,
  write: (value: (v: SqlValue) => string) => string,
): Promise<Row[]> {
  const values: SqlValue[] = []
  // Numbered placeholders ($1 in Postgres, ?1 in SQLite), so values may be added in any order.
  const text = write((v) => `${isPostgres(payload) ? '$' : '?'}${values.push(v)}`)
  const { rows } = isPostgres(payload)
    ? await (payload.db as unknown as { pool: PostgresPool }).pool.query(text, values)
    : await (payload.db as unknown as { client: SqliteClient }).client.execute({
        sql: text,
        args: values,
      })
  return rows as Row[]
}

export function isPostgres(payload: Payload): boolean {
  return payload.db.name === 'postgres'
}
