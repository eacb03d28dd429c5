import 'server-only'

import { APIError, ValidationError as PayloadValidationError, type PayloadRequest } from 'payload'
import { ZodError } from 'zod'

import type { User } from '@/payload-types'
import { anonymousReadKey, keepAnswer, readCachedAnswer } from '@/lib/api-cache'
import {
  AppError,
  BadRequestError,
  ForbiddenError,
  PayloadTooLargeError,
  RateLimitError,
  UnauthorizedError,
  ValidationError,
} from '@/lib/errors'
import { REQUEST_ID_HEADER, requestIdFor } from '@/lib/log/request-id'
import { logError } from '@/lib/log/server'
import {
  toPageNumber,
  toPageSize,
  toSearchText,
  MAX_PAGE_SIZE,
  type SettledListRequest,
} from '@/lib/pagination'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { isCrossSiteWrite } from '@/lib/same-origin'
import { fieldErrors } from '@/lib/zod-fields'

/** The extra keys of a successful answer; `success: true` is added by `apiRoute`. */
export type ApiBody = Record<string, unknown>

type RouteContext<P> = { params: Promise<P> }
type Handler<P> = (request: Request, params: P) => Promise<ApiBody | Response>
type RouteOptions = {
  /**
   * For answers that go stale by themselves within seconds: anonymous answers are kept this long
   * (in memory, and by shared caches and browsers through Cache-Control) instead of a minute.
   */
  freshForSeconds?: number
}

const NO_STORE = { 'Cache-Control': 'no-store' }
const GENERIC_FAILURE = 'Something went wrong. Please try again later.'
export const CROSS_SITE_REFUSED = 'Requests sent from another website are refused.'

/** JSON bodies larger than this are refused with 413 before they are parsed. */
export const MAX_JSON_BYTES = 64 * 1024
/** Multipart bodies carry one image at most (LIMITS.imageUploadBytes) plus a few text fields. */
export const MAX_MULTIPART_BYTES = 6 * 1024 * 1024

/**
 * The one wrapper of every `/api/v1` call: `{ success: true, …body }` on success, and every
 * failure as `{ success: false, message }` JSON with the right status (never a stack trace).
 * Successful anonymous reads are kept in memory until content changes (lib/api-cache).
 */
export function apiRoute<P extends Record<string, string | string[]> = Record<string, never>>(
  handler: Handler<P>,
  { freshForSeconds }: RouteOptions = {},
) {
  const cacheControl = freshForSeconds
    ? `public, max-age=${freshForSeconds}, s-maxage=${freshForSeconds}`
    : undefined
  const keptMs = freshForSeconds ? freshForSeconds * 1000 : undefined
  const route = (routeCount += 1)
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    // The proxy's id, or one of its own on a call the proxy skips (result day's lookup).
    const requestId = requestIdFor(request.headers)
    const response = await answer(request, context).catch((error: unknown) =>
      errorResponse(error, request, requestId),
    )
    response.headers.set(REQUEST_ID_HEADER, requestId)
    return response
  }

  async function answer(request: Request, context: RouteContext<P>): Promise<Response> {
    if (isCrossSiteWrite(request)) throw new ForbiddenError(CROSS_SITE_REFUSED)
    const params = (await context.params) as P
    const key = anonymousReadKey(request, { route, ...params })
    const cached = key ? readCachedAnswer(key) : null
    // Only an anonymous answer, the same for everyone, may be kept by caches outside the app.
    const shared = key ? cacheControl : undefined
    if (cached) return jsonText(cached, shared)
    const result = await handler(request, params)
    if (result instanceof Response) return result
    const body = JSON.stringify({ success: true, ...result })
    if (key) keepAnswer(key, body, Date.now(), keptMs)
    return jsonText(body, shared)
  }
}

/** Numbers the routes, so two routes never share a kept answer. */
let routeCount = 0

function jsonText(body: string, cacheControl = NO_STORE['Cache-Control']): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': cacheControl },
  })
}

/** A JSON answer in the envelope with extra headers (e.g. Set-Cookie on login). */
export function apiJson(body: ApiBody, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers)
  headers.set('Cache-Control', 'no-store')
  return Response.json({ success: true, ...body }, { status: init.status ?? 200, headers })
}

function failure(status: number, message: string, extra: ApiBody = {}, headers: HeadersInit = {}) {
  return Response.json(
    { success: false, message, ...extra },
    { status, headers: { ...NO_STORE, ...headers } },
  )
}

/** Turns any thrown value into the API's error answer. */
export async function errorResponse(
  error: unknown,
  request?: Request,
  requestId = request?.headers.get(REQUEST_ID_HEADER) ?? undefined,
): Promise<Response> {
  if (error instanceof RateLimitError) {
    return failure(429, error.message, {}, { 'Retry-After': String(error.retryAfterSeconds) })
  }
  if (error instanceof ValidationError) {
    return failure(422, error.message, { errors: error.errors })
  }
  if (error instanceof AppError) return failure(error.status, error.message)
  if (error instanceof ZodError) {
    return failure(422, 'Please correct the highlighted fields.', { errors: fieldErrors(error) })
  }
  if (error instanceof PayloadValidationError) {
    const errors: Record<string, string[]> = {}
    for (const e of error.data.errors) (errors[e.path || '_form'] ??= []).push(e.message)
    return failure(422, 'Please correct the highlighted fields.', { errors })
  }
  if (error instanceof APIError && error.status >= 400 && error.status < 500) {
    return failure(error.status, error.message)
  }
  await logError('API call failed', error, {
    reqId: requestId,
    path: request ? new URL(request.url).pathname : undefined,
  })
  return failure(500, GENERIC_FAILURE)
}

type BodyValue = string | File | unknown

/**
 * The request body as a plain object: JSON, multipart or url-encoded. Malformed input is a 400,
 * an oversized one a 413.
 */
export async function readBody(request: Request): Promise<Record<string, BodyValue>> {
  const type = request.headers.get('content-type') ?? ''
  const isForm =
    type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')
  const max = isForm ? MAX_MULTIPART_BYTES : MAX_JSON_BYTES
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > max) throw new PayloadTooLargeError()

  // A body sent in chunks declares no length: it is counted as it arrives instead.
  const bytes = await readAtMost(request, max)

  if (isForm) {
    let form: FormData
    try {
      form = await new Response(bytes, { headers: { 'content-type': type } }).formData()
    } catch {
      throw new BadRequestError('The form data could not be read.')
    }
    const fields: [string, BodyValue][] = []
    for (const [key, value] of form.entries()) {
      if (typeof value !== 'string' && value.size > max) throw new PayloadTooLargeError()
      fields.push([key, value])
    }
    // Own keys only: assigning a part named `__proto__` would make it the object's prototype.
    return Object.fromEntries(fields)
  }

  const text = new TextDecoder().decode(bytes)
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new BadRequestError('Malformed JSON body.')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BadRequestError('The body must be a JSON object.')
  }
  return parsed as Record<string, BodyValue>
}

/** The whole body, or a 413 as soon as it passes `max` bytes (nothing more is read). */
async function readAtMost(request: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => undefined)
      throw new PayloadTooLargeError()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** Whoever the request is signed in as (Bearer token, JWT header or session cookie), or null. */
export async function getViewer(request: Request): Promise<PayloadRequest['user']> {
  const payload = await getPayloadClient()
  try {
    const { user } = await payload.auth({ headers: request.headers })
    return user ?? null
  } catch {
    return null
  }
}

export type SignedInMember = User & { collection: 'users' }

/** The signed-in site member, or a 401. */
export async function requireMember(request: Request): Promise<SignedInMember> {
  const viewer = await getViewer(request)
  if (!viewer) throw new UnauthorizedError()
  if (viewer.collection !== 'users') throw new UnauthorizedError('Please sign in as a member.')
  return viewer as SignedInMember
}

/**
 * An API call's list request, settled. `paged` is true when the caller asked for a page (q, page
 * or limit): the answer then carries `meta`.
 */
type ApiListRequest = SettledListRequest & { paged: boolean }

/**
 * The optional `q`, `page` and `limit` of every list call. With any of them the caller gets a
 * page (`limit` capped at MAX_PAGE_SIZE) and `meta`; without them, the whole list up to `allLimit`.
 */
export function readListParams(
  request: Request,
  { pageSize = 12, allLimit = MAX_PAGE_SIZE }: { pageSize?: number; allLimit?: number } = {},
): ApiListRequest {
  const search = new URL(request.url).searchParams
  const q = toSearchText(search.get('q'))
  const page = search.get('page')
  const limit = search.get('limit')
  const paged = q !== undefined || page !== null || limit !== null
  return paged
    ? { q, page: toPageNumber(page), limit: toPageSize(limit, pageSize), paged }
    : { page: 1, limit: allLimit, paged }
}

/** Paging metadata for `meta`, present only when the caller asked for a page. */
export function pageMeta(
  params: ApiListRequest,
  result: { page: number; limit: number; totalDocs: number; totalPages: number },
): ApiBody {
  if (!params.paged) return {}
  const { page, limit, totalDocs, totalPages } = result
  return { meta: { page, limit, totalDocs, totalPages } }
}

/** A list answer: `data` is the list (or `data.data` where the old site nested it), plus `meta` when paged. */
export function listAnswer<T>(
  items: T[],
  params: ApiListRequest,
  result: { page: number; limit: number; totalDocs: number; totalPages: number },
  { nested = false }: { nested?: boolean } = {},
): ApiBody {
  return { data: nested ? { data: items } : items, ...pageMeta(params, result) }
}

/** The query string of a request as a plain object (the last value wins for repeated keys). */
export function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries())
}
