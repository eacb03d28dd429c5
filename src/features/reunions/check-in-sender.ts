import { checkInMessage, type CheckIn } from './check-in-message'

/** The gate phone's answer to one card: the server's verdict, or none when it could not be asked. */
export type CheckInAnswer =
  | { kind: 'admitted' | 'already admitted' | 'refused'; code: string; message: string }
  | { kind: 'no answer'; code: string }

export const CHECK_IN_FAILED = 'The card could not be checked. Please try again.'

/** Where the phone keeps the codes scanned while the connection was down. */
export const CHECK_IN_QUEUE_KEY = 'check-in-queue'

type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>

/** The codes waiting on this phone, oldest first. */
export function waitingCodes(storage: QueueStorage): string[] {
  try {
    const saved: unknown = JSON.parse(storage.getItem(CHECK_IN_QUEUE_KEY) ?? '[]')
    return Array.isArray(saved) ? saved.filter((code) => typeof code === 'string') : []
  } catch {
    return []
  }
}

/** Keeps a code to send later; a code already waiting is kept once. */
export function keepCode(storage: QueueStorage, code: string): string[] {
  const waiting = waitingCodes(storage)
  if (waiting.includes(code)) return waiting
  const next = [...waiting, code]
  storage.setItem(CHECK_IN_QUEUE_KEY, JSON.stringify(next))
  return next
}

/** Forgets a code once the server has answered it. */
export function forgetCode(storage: QueueStorage, code: string): string[] {
  const next = waitingCodes(storage).filter((waiting) => waiting !== code)
  storage.setItem(CHECK_IN_QUEUE_KEY, JSON.stringify(next))
  return next
}

type ApiAnswer = {
  success?: boolean
  message?: string
  errors?: Record<string, string[] | undefined>
  data?: {
    status: CheckIn['status']
    name: string
    ticket: string | null
    admitted_at: string
    payment: CheckIn['payment']
  }
}

/** Gateways answer these when the site behind them cannot be reached: no verdict on the card. */
const NO_ANSWER_STATUSES = new Set([502, 503, 504])

/**
 * Sends one card to `POST /api/v1/check-in` with the session cookie. The server stays the judge:
 * a card admitted from another phone first comes back as `already admitted`.
 */
export async function sendCheckIn(
  code: string,
  send: typeof fetch = fetch,
): Promise<CheckInAnswer> {
  let response: Response
  try {
    response = await send('/api/v1/check-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ code }),
      credentials: 'same-origin',
      cache: 'no-store',
    })
  } catch {
    return { kind: 'no answer', code }
  }
  if (NO_ANSWER_STATUSES.has(response.status)) return { kind: 'no answer', code }
  const body = (await response.json().catch(() => null)) as ApiAnswer | null
  if (!body) return { kind: 'no answer', code }
  const { data } = body
  if (!response.ok || !body.success || !data) {
    return {
      kind: 'refused',
      code,
      message: body.errors?.code?.[0] ?? body.message ?? CHECK_IN_FAILED,
    }
  }
  return {
    kind: data.status,
    code,
    message: checkInMessage({ ...data, admittedAt: data.admitted_at }),
  }
}
