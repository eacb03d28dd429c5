/** Set by the proxy on every request (or passed on from nginx), echoed in the answer and logged. */
export const REQUEST_ID_HEADER = 'x-request-id'

const PLAUSIBLE_ID = /^[\w.-]{8,128}$/

/** The id a load balancer in front already gave this request, or a new one. */
export function requestIdFor(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER)
  return given && PLAUSIBLE_ID.test(given) ? given : crypto.randomUUID()
}
