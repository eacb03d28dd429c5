/**
 * Outside Next.js (unit and integration tests) no page is being rendered, so a route has no root
 * params; Next's own `next/root-params` is a placeholder its compiler replaces.
 */
export async function locale(): Promise<string | undefined> {
  return undefined
}
