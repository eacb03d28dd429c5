import 'server-only'

import type { Payload } from 'payload'

import { isPostgres, runStatement, type SqlValue } from './sql-statement'

export { isPostgres, type SqlValue }

/** Runs one read on the site's database (see runStatement), e.g. through a full-text index. */
export function selectRows<Row>(
  payload: Payload,
  write: (value: (v: SqlValue) => string) => string,
): Promise<Row[]> {
  return runStatement<Row>(payload, write)
}
