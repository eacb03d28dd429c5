/**
 * The field paths of Payload's ValidationError (a unique index an insert ran into, say), or null
 * for any other error. Read by shape: a production bundle may hold more than one copy of the class.
 */
export function validationPaths(error: unknown): string[] | null {
  if (!(error instanceof Error)) return null
  const errors = (error as { data?: { errors?: unknown } }).data?.errors
  if (!Array.isArray(errors)) return null
  return errors.map((entry) => String((entry as { path?: unknown }).path ?? ''))
}
