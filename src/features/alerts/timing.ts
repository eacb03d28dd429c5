// Apart from src/lib/constants.ts: every public page's script reads the poll interval, and
// importing the shared vocabulary would ship all of it to the browser.
/**
 * An open page asks for the current alerts this often; with the answer's two seconds in a shared
 * cache, a new alert reaches every open page within ten seconds.
 */
export const ALERT_POLL_SECONDS = 5
/** How long the alerts answer may be kept (in memory, by a CDN, by the browser). */
export const ALERT_ANSWER_SECONDS = 2
