import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

export type SqlValue = string | number

type SqliteClient = {
  execute(query: { sql: string; args: SqlValue[] }): Promise<{ rows: unknown[] }>
}
type PostgresPool = { query(text: string, values: SqlValue[]): Promise<{ rows: unknown[] }> }
/** The adapter's own runner, which both dialects answer with `{ rows }`. */
type TransactionRunner = {
  sessions?: Record<string, { db: unknown } | undefined>
  execute(args: { db: unknown; sql: ReturnType<typeof sql> }): Promise<{ rows: unknown[] }>
}

/**
 * Runs one statement on the site's database, SQLite or Postgres, for the few things Payload's
 * Local API cannot say (a full-text index, a write that only one of two racing callers may make).
 * `write` builds the statement and puts each value through `value()`, which adds it as a bound
 * parameter, so nothing typed by a visitor becomes SQL. Names are written in double quotes, which
 * both databases read. Returns the rows it reads (or a write's RETURNING rows). Given a `req` with a
 * transaction, the statement runs inside it: it sees that transaction's writes, and its locks last
 * until the commit.
 */
export async function runStatement<Row>(
  payload: Payload,
  write: (value: (v: SqlValue) => string) => string,
  req?: PayloadRequest,
): Promise<Row[]> {
  const transactionId = req ? await req.transactionID : undefined
  const adapter = payload.db as unknown as TransactionRunner
  const session = transactionId ? adapter.sessions?.[String(transactionId)] : undefined
  if (session) {
    // The text between values, and the values as drizzle's bound parameters.
    const values: SqlValue[] = []
    const text = write((v) => {
      values.push(v)
      return '\u0000'
    })
    const chunks = text.split('\u0000')
    const strings = Object.assign([...chunks], { raw: chunks })
    const { rows } = await adapter.execute({ db: session.db, sql: sql(strings, ...values) })
    return rows as Row[]
  }
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

/**
 * Writes `set` on one row only while its columns still hold `expected`, in one statement, and
 * says whether it did: of callers racing for the same row, exactly one wins. Column names are the
 * database's (snake_case), given by code, never by a visitor.
 */
export async function updateIfStill(
  payload: Payload,
  table: string,
  id: number,
  expected: Record<string, SqlValue>,
  set: Record<string, SqlValue | null>,
): Promise<boolean> {
  const rows = await runStatement(payload, (value) => {
    const changes = Object.entries(set).map(
      ([column, v]) => `"${column}" = ${v === null ? 'NULL' : value(v)}`,
    )
    const still = Object.entries(expected).map(([column, v]) => `"${column}" = ${value(v)}`)
    return `UPDATE "${table}" SET ${changes.join(', ')} WHERE ${[`"id" = ${value(id)}`, ...still].join(' AND ')} RETURNING "id"`
  })
  return rows.length > 0
}
