/**
 * The browser's sign-in record (storage version 0, as the old site kept it). It only lets the
 * header draw the signed-in state at once; the session itself is the HttpOnly cookie, so `token`
 * stays empty (docs/decisions.md, 'The session lives in an HttpOnly cookie').
 */
export const SIGN_IN_RECORD_KEY = 'padmapar-sign-in'

export type SignInRecord = { username: string; token: string; id: string }

export const SIGNED_OUT: SignInRecord = { username: '', token: '', id: '' }

type Stored = { state: SignInRecord; version: 0 }

/** Tells every open account menu on the page to read the session again (after an upload …). */
export const ACCOUNT_CHANGED_EVENT = 'account:changed'

export function readSignInRecord(storage: Pick<Storage, 'getItem'>): SignInRecord {
  try {
    const stored = JSON.parse(storage.getItem(SIGN_IN_RECORD_KEY) ?? 'null') as Stored | null
    if (!stored || stored.version !== 0 || typeof stored.state !== 'object') return SIGNED_OUT
    const { username, id } = stored.state
    return typeof username === 'string' && typeof id === 'string'
      ? { username, id, token: '' }
      : SIGNED_OUT
  } catch {
    return SIGNED_OUT
  }
}

export function writeSignInRecord(
  storage: Pick<Storage, 'setItem'>,
  member: { username: string; id: string | number },
): void {
  const stored: Stored = {
    state: { username: member.username, id: String(member.id), token: '' },
    version: 0,
  }
  storage.setItem(SIGN_IN_RECORD_KEY, JSON.stringify(stored))
}

export function clearSignInRecord(storage: Pick<Storage, 'setItem'>): void {
  const stored: Stored = { state: SIGNED_OUT, version: 0 }
  storage.setItem(SIGN_IN_RECORD_KEY, JSON.stringify(stored))
}
