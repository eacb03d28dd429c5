/**
 * Calls an `/api/v1` route handler the way Next does: a real Request in, a Response out, read
 * back as status, JSON body and headers.
 */
import sharp from 'sharp'

// The shared harness lives two folders up; this file is the one bridge the API tests import.
// eslint-disable-next-line no-restricted-imports -- tests have no path alias of their own
import { SERVER } from '../../helpers/payload'

// eslint-disable-next-line no-restricted-imports -- see above
export { createCast, testPayload } from '../../helpers/payload'

// eslint-disable-next-line no-restricted-imports -- see above
export { emailQueueSettled, mailsTo } from '../../helpers/outbox'

// eslint-disable-next-line no-restricted-imports -- see above
export { resetApiRateLimits } from '../../helpers/rate-limits'

type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>

export type CallOptions = {
  method?: 'GET' | 'POST'
  /** A JSON body (objects), a raw string (sent as is) or FormData (multipart). */
  body?: unknown
  token?: string
  params?: Record<string, string>
  headers?: Record<string, string>
}

export type CallResult = {
  status: number
  body: Record<string, unknown> & { success?: boolean; message?: string; data?: unknown }
  headers: Headers
}

let address = 0
/** A fresh client address per call site, so rate limits only bite where a test wants them to. */
export function newAddress(): string {
  address += 1
  return `198.51.100.${address % 250}`
}

export async function call(
  handler: unknown,
  path: string,
  { method = 'GET', body, token, params = {}, headers = {} }: CallOptions = {},
): Promise<CallResult> {
  const init: RequestInit & { headers: Record<string, string> } = {
    method,
    headers: { 'x-socket-address': newAddress(), ...headers },
  }
  if (token) init.headers.authorization = `Bearer ${token}`
  if (body instanceof FormData) init.body = body
  else if (typeof body === 'string') {
    init.body = body
    init.headers['content-type'] ??= 'application/json'
  } else if (body !== undefined) {
    init.body = JSON.stringify(body)
    init.headers['content-type'] = 'application/json'
  }
  const request = new Request(`${SERVER}/api/v1${path}`, init)
  const response = await (handler as Handler)(request, {
    params: Promise.resolve(params) as Promise<never>,
  })
  const text = await response.text()
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as CallResult['body']) : {},
    headers: response.headers,
  }
}

/** A small real PNG, for uploads. */
export async function pngBytes(): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer()
  return new Uint8Array(buffer)
}

/** The list in an answer's `data` (or `data.data`). */
export function listOf(body: CallResult['body']): Record<string, unknown>[] {
  const data = body.data as unknown
  if (Array.isArray(data)) return data as Record<string, unknown>[]
  return ((data as { data?: unknown })?.data ?? []) as Record<string, unknown>[]
}
