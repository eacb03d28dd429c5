/** Payload's session cookie for signed-in members (default cookie prefix `payload`). */
export const SESSION_COOKIE = 'payload-token'

/**
 * A readable companion of the HttpOnly session cookie that says only "a session cookie is
 * there", so the header asks the server who is signed in only when someone may be: most
 * visitors never are, and their page views then make no request for it. It carries no secret;
 * the session cookie is still what the server checks.
 */
export const SESSION_HINT_COOKIE = 'signed-in'

export const sessionHintCookie = (secure: boolean) =>
  ({ name: SESSION_HINT_COOKIE, value: '1', path: '/', sameSite: 'lax', secure }) as const

/** Whether a `Cookie` header (or `document.cookie`) carries the cookie `name`. */
export function hasCookie(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${name}=`))
}
