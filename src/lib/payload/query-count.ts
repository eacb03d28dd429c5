/**
 * Counts the SQL statements the database adapter sends while `countQueries` measures, so a test
 * can hold a page to a fixed number of queries (no N+1). Outside a measurement it does nothing.
 */
let measuring: { count: number } | null = null

/** Drizzle's query logger, given to the database adapter in payload.config.ts. */
export const queryCounter = {
  logQuery(): void {
    if (measuring) measuring.count += 1
  },
}

export async function countQueries<T>(
  run: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  if (measuring) throw new Error('Query counts cannot be nested.')
  const current = { count: 0 }
  measuring = current
  try {
    return { result: await run(), queries: current.count }
  } finally {
    measuring = null
  }
}
