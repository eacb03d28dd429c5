/**
 * The site's public address from the environment: SERVER_URL, or http://localhost on PORT (3000)
 * when it is not set. No other imports, so the start script can ask before the app's env loads.
 */
export function serverUrlFrom(vars: Record<string, string | undefined> = process.env): string {
  return vars.SERVER_URL?.trim() || `http://localhost:${vars.PORT?.trim() || '3000'}`
}
