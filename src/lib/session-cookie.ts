/** Payload's session cookie for signed-in members (default cookie prefix `payload`). */
export const SESSION_COOKIE = 'payload-token'
