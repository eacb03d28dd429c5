import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

type Value = string | number | bigint | ArrayBuffer | null
export type Row = Record<string, Value>

/** Reads the SQLite file directly: what is on disk, whatever the app would make of it. */
export async function query(payload: Payload, sql: string, args: Value[] = []): Promise<Row[]> {
  const { client } = payload.db as unknown as SQLiteAdapter
  const result = await client.execute({ sql, args })
  return result.rows as unknown as Row[]
}

/** The values of one column of a query, as strings. */
export async function column(payload: Payload, sql: string, args: Value[] = []) {
  return new Set((await query(payload, sql, args)).map((row) => String(Object.values(row)[0])))
}

async function count(payload: Payload, sql: string): Promise<number> {
  const [row] = await query(payload, `SELECT count(*) AS n FROM (${sql})`)
  return Number(row.n)
}

/** Everything that would show a half-written or inconsistent database; empty when all is well. */
export async function databaseProblems(payload: Payload): Promise<string[]> {
  const problems: string[] = []
  const integrity = (await query(payload, 'PRAGMA integrity_check')).map((row) =>
    String(Object.values(row)[0]),
  )
  if (integrity.join() !== 'ok') problems.push(`integrity_check: ${integrity.join('; ')}`)
  const checks: [string, string][] = [
    ['rows pointing at a missing row (foreign_key_check)', 'PRAGMA foreign_key_check'],
    [
      'registrations without their event',
      `SELECT r.id FROM event_registrations r LEFT JOIN events e ON e.id = r.event_id
       WHERE e.id IS NULL`,
    ],
    [
      'seats given twice',
      `SELECT event_id FROM event_registrations WHERE seat IS NOT NULL
       GROUP BY event_id, seat HAVING count(*) > 1`,
    ],
    [
      'e-mails registered twice for one event',
      'SELECT event_id FROM event_registrations GROUP BY event_id, email HAVING count(*) > 1',
    ],
    [
      'events with more registrations than places',
      `SELECT e.id FROM events e WHERE e.capacity IS NOT NULL
       AND (SELECT count(*) FROM event_registrations r WHERE r.event_id = e.id) > e.capacity`,
    ],
    [
      'registrations with an empty required field',
      `SELECT id FROM event_registrations WHERE trim(first_name) = '' OR trim(last_name) = ''
       OR email NOT LIKE '_%@_%' OR trim(phone) = '' OR trim(gender) = ''
       OR length(trim(present_address)) < 10 OR length(trim(permanent_address)) < 10
       OR trim(grade) = '' OR length(trim(school)) < 3 OR trim(participation) = '' OR terms <> 1`,
    ],
    [
      'contact messages with an empty required field',
      `SELECT id FROM contact_messages WHERE trim(name) = '' OR email NOT LIKE '_%@_%'
       OR trim(subject) = '' OR trim(message) = '' OR status IS NULL`,
    ],
  ]
  for (const [label, sql] of checks) {
    const n = sql.startsWith('PRAGMA')
      ? (await query(payload, sql)).length
      : await count(payload, sql)
    if (n > 0) problems.push(`${n} ${label}`)
  }
  return problems
}
