import 'server-only'

import { asStaff } from '@/access/user-kinds'
import { COMMON_PASSWORD, isCommonPassword } from '@/lib/common-passwords'
import { localiseMessage } from '@/i18n/localise-message'
import { API_LIMITS, SIGN_IN } from '@/lib/api-rate-limits'
import { RateLimitError } from '@/lib/errors'
import { isJobRunner } from '@/lib/job-runner'
import {
  knownDeviceCookieHeader,
  knownDeviceCookieIn,
  knownDeviceFor,
  rememberSignIn,
} from '@/lib/known-device'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { checkRestBody, checkRestQuery, type InputProblem } from '@/lib/payload/rest-input'
import { equalTimeForUnknownAccount } from '@/lib/payload/sign-in-timing'
import { clientAddress } from '@/lib/rate-limit'
import { isCrossSiteWrite } from '@/lib/same-origin'

type RouteContext = { params: Promise<{ slug: string[] }> }
type RestHandler = (request: Request, context: RouteContext) => Promise<Response>

/** The most documents one REST page holds; the admin panel's largest page size. */
export const MAX_REST_PAGE_SIZE = 100

type Opening = {
  method: string
  /** The path under /api, as segments; '*' matches any one segment. */
  path: string[]
  /** Extra rules the same call has on the site's own door (limits, password checks). */
  guard?: (request: Request, fields: Fields) => Promise<Response | null>
  /** Sees the answer (sign-in counts failures from it), and may add to it. */
  after?: (request: Request, fields: Fields, response: Response) => Promise<Response | void>
}

/**
 * Payload's REST routes are the admin panel's: staff reach all of them, under Payload's access
 * rules. Everyone else (visitors and members, whose pages and /api/v1 hold the site's rules) gets
 * only these, each with the same rules as its twin on the site:
 */
export const OPEN_TO_EVERYONE: readonly Opening[] = [
  // Pictures and files the pages show; each collection's read rule still decides.
  { method: 'GET', path: ['media', 'file', '*'] },
  { method: 'GET', path: ['documents', 'file', '*'] },
  // The admin panel's sign-in page, before anyone is signed in.
  {
    method: 'POST',
    path: ['admins', 'login'],
    guard: checkStaffSignIn,
    after: countStaffSignIn,
  },
  { method: 'POST', path: ['admins', 'forgot-password'], guard: limitForgotPassword },
  { method: 'POST', path: ['admins', 'reset-password'], guard: checkResetPassword },
  // Payload creates the first staff account only while there is none.
  { method: 'POST', path: ['admins', 'first-register'], guard: checkFirstRegister },
  { method: 'GET', path: ['admins', 'init'] },
  { method: 'GET', path: ['admins', 'me'] },
  { method: 'POST', path: ['admins', 'logout'] },
  // The site's header asks who is signed in, and signs a member out.
  { method: 'GET', path: ['users', 'me'] },
  { method: 'POST', path: ['users', 'logout'] },
]

/** Wraps one of Payload's REST handlers with the door. */
export function staffDoor(handler: RestHandler): RestHandler {
  return async (request, context) => {
    const { slug = [] } = await context.params
    const method = request.method.toUpperCase()
    if (method !== 'OPTIONS' && isCrossSiteWrite(request)) {
      return refuse(403, 'Requests sent from another website are refused.')
    }

    const opening = OPEN_TO_EVERYONE.find((open) => matches(open, method, slug))
    // File reads skip the session lookup: pages show many pictures.
    if (opening && !opening.guard && method === 'GET' && slug.includes('file'))
      return handler(request, context)

    const staff = await staffOf(request)
    if (staff) {
      const checked = await checkedForPayload(request, slug, staff)
      return checked instanceof Response ? checked : handler(capPageSize(checked), context)
    }
    if (slug[0] === 'payload-jobs' && isJobRunner(request.headers)) return handler(request, context)
    if (!opening) {
      return refuse(
        403,
        "This address serves the school's admin panel. Visitors and members use the site's pages and /api/v1.",
      )
    }
    // Read before Payload takes the body.
    const fields = opening.guard || opening.after ? await readFields(request) : {}
    const refused = await opening.guard?.(request, fields)
    if (refused) return refused
    const response = await handler(request, context)
    return (await opening.after?.(request, fields, response)) ?? response
  }
}

function matches(open: Opening, method: string, slug: string[]): boolean {
  const sameMethod = open.method === method || (open.method === 'GET' && method === 'HEAD')
  return (
    sameMethod &&
    open.path.length === slug.length &&
    open.path.every((part, i) => part === '*' || part === slug[i])
  )
}

async function staffOf(request: Request) {
  const payload = await getPayloadClient()
  try {
    const { user } = await payload.auth({ headers: request.headers })
    return asStaff(user)
  } catch {
    return null
  }
}

const METHOD_OVERRIDE = 'x-payload-http-method-override'

/**
 * A staff request as Payload should see it, or the 4xx that a malformed one gets instead (see
 * lib/payload/rest-input). A read sent as a POST with its query in the body (Payload's method
 * override, for long queries) becomes the GET it stands for, so its query is checked and capped
 * the same way.
 */
async function checkedForPayload(
  request: Request,
  slug: string[],
  staff: { id: number | string; collection: string },
): Promise<Request | Response> {
  const payload = await getPayloadClient()
  const collection = payload.collections[slug[0] as keyof typeof payload.collections]
  // Collections Payload serves no REST routes for (its migrations) answer 404, not 501.
  if (collection && collection.config.endpoints === false)
    return refuse(404, inPanelLanguage(request, 'Not found'))
  // Payload answers 500 when asked to delete a panel preference that is not there.
  if (request.method === 'DELETE' && slug[0] === 'payload-preferences' && slug.length === 2) {
    // Only this staff member's own preference counts, as Payload's own delete looks for it.
    const { totalDocs } = await payload.count({
      collection: 'payload-preferences',
      where: {
        key: { equals: slug[1] },
        'user.value': { equals: staff.id },
        'user.relationTo': { equals: staff.collection },
      },
      overrideAccess: true,
    })
    if (totalDocs === 0) return refuse(404, inPanelLanguage(request, 'Not found'))
  }
  let forPayload = request
  if (request.method === 'POST' && request.headers.get(METHOD_OVERRIDE)?.toUpperCase() === 'GET') {
    const url = new URL(request.url)
    for (const [key, value] of new URLSearchParams(await request.clone().text()))
      url.searchParams.append(key, value)
    const headers = new Headers(request.headers)
    for (const name of [METHOD_OVERRIDE, 'content-type', 'content-length']) headers.delete(name)
    forPayload = new Request(url, { method: 'GET', headers })
  }
  const method = forPayload.method.toUpperCase()
  const url = new URL(forPayload.url)
  const inQuery = checkRestQuery(payload, slug, method, url)
  if (inQuery) return refuseInput(request, inQuery)
  if (method === 'POST' || method === 'PATCH') {
    const body = await readJsonBody(forPayload)
    const inBody = body.given ? await checkRestBody(payload, slug, url, body.value) : null
    if (inBody) return refuseInput(request, inBody)
  }
  return forPayload
}

function refuseInput(request: Request, found: InputProblem): Response {
  return refuse(found.status, panelLanguage(request) === 'bn' ? found.bn : found.en)
}

/**
 * A write's fields as JSON (the panel's form sends them in a `_payload` part), when it has any;
 * a file alone, or an empty body, has none. Text that is not JSON is Payload's to refuse.
 */
async function readJsonBody(request: Request): Promise<{ given: boolean; value?: unknown }> {
  const copy = request.clone()
  const type = copy.headers.get('content-type') ?? ''
  try {
    if (type.startsWith('multipart/form-data')) {
      const json = (await copy.formData()).get('_payload')
      return typeof json === 'string' ? { given: true, value: JSON.parse(json) } : { given: false }
    }
    if (!type.includes('json')) return { given: false }
    const text = await copy.text()
    return text.trim() ? { given: true, value: JSON.parse(text) } : { given: false }
  } catch {
    return { given: false }
  }
}

/** No REST page holds more than MAX_REST_PAGE_SIZE documents, for staff either. */
export function capPageSize(request: Request): Request {
  if (request.method !== 'GET') return request
  const url = new URL(request.url)
  const limit = Number(url.searchParams.get('limit') ?? NaN)
  const uncapped =
    url.searchParams.get('pagination') === 'false' ||
    (url.searchParams.has('limit') && !(limit > 0 && limit <= MAX_REST_PAGE_SIZE))
  if (!uncapped) return request
  url.searchParams.delete('pagination')
  url.searchParams.set('limit', String(MAX_REST_PAGE_SIZE))
  return new Request(url, request)
}

/** Payload's own error shape, which the admin panel shows. */
function refuse(status: number, message: string, headers: HeadersInit = {}): Response {
  return Response.json(
    { errors: [{ message }] },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  )
}

function tooMany(request: Request, error: RateLimitError): Response {
  const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60))
  const message = inPanelLanguage(
    request,
    `Too many attempts. Please wait ${minutes} min and try again.`,
  )
  return refuse(429, message, { 'Retry-After': String(error.retryAfterSeconds) })
}

/** The admin panel's language, which staff choose and Payload keeps in a cookie. */
function panelLanguage(request: Request): 'en' | 'bn' {
  return /(?:^|;\s*)payload-lng=bn/.test(request.headers.get('cookie') ?? '') ? 'bn' : 'en'
}

/** A message in the admin panel's language. */
function inPanelLanguage(request: Request, message: string): string {
  return panelLanguage(request) === 'bn' ? localiseMessage(message, 'bn') : message
}

type Fields = Record<string, unknown>

/** The fields the admin panel sends: JSON, or a form whose `_payload` part holds the JSON. */
async function readFields(request: Request): Promise<Fields> {
  const copy = request.clone()
  const type = copy.headers.get('content-type') ?? ''
  try {
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form')) {
      const form = await copy.formData()
      const json = form.get('_payload')
      if (typeof json === 'string') return JSON.parse(json) as Record<string, unknown>
      return Object.fromEntries(
        [...form.entries()].filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    }
    const parsed: unknown = await copy.json()
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const staffParties = (request: Request, fields: Fields) => ({
  address: clientAddress(request.headers),
  account: text(fields.email),
})

async function limited(request: Request, check: () => Promise<void>): Promise<Response | null> {
  try {
    await check()
    return null
  } catch (error) {
    if (error instanceof RateLimitError) return tooMany(request, error)
    throw error
  }
}

/** A staff sign-in's parties, with the browser when it signed in to this account before. */
const staffSignInParties = async (request: Request, fields: Fields) => ({
  ...staffParties(request, fields),
  knownDevice: await knownDeviceFor(
    knownDeviceCookieIn(request.headers),
    'staff',
    text(fields.email),
  ),
})

async function checkStaffSignIn(request: Request, fields: Fields): Promise<Response | null> {
  const parties = await staffSignInParties(request, fields)
  return limited(request, () => SIGN_IN.staff.check(parties))
}

/** Counts the answer; a signed-in browser is remembered as known to the account. */
async function countStaffSignIn(request: Request, fields: Fields, response: Response) {
  const parties = await staffSignInParties(request, fields)
  if (response.ok) {
    await SIGN_IN.staff.succeeded(parties)
    const known = await rememberSignIn(
      knownDeviceCookieIn(request.headers),
      'staff',
      parties.account,
    )
    const answer = new Response(response.body, response)
    answer.headers.append('Set-Cookie', knownDeviceCookieHeader(known))
    return answer
  }
  if (response.status === 401) {
    await SIGN_IN.staff.failed(parties)
    await equalTimeForUnknownAccount(
      await getPayloadClient(),
      'admins',
      fields.email,
      fields.password,
    )
  }
}

async function limitForgotPassword(request: Request, fields: Fields): Promise<Response | null> {
  const { address, account } = staffParties(request, fields)
  return limited(request, async () => {
    await API_LIMITS.forgotByAddress.consume(address)
    if (account) await API_LIMITS.forgotByEmail.consume(account)
  })
}

async function checkResetPassword(request: Request, fields: Fields): Promise<Response | null> {
  const refused = await limited(request, () =>
    API_LIMITS.resetByAddress.consume(clientAddress(request.headers)),
  )
  if (refused) return refused
  // Payload stores a reset password without the collection's hooks, so the check is made here.
  if (isCommonPassword(text(fields.password)))
    return refuse(400, inPanelLanguage(request, COMMON_PASSWORD))
  return null
}

/** The first staff account: the collection's hooks refuse a common password. */
async function checkFirstRegister(request: Request): Promise<Response | null> {
  return limited(request, () =>
    API_LIMITS.registerByAddress.consume(clientAddress(request.headers)),
  )
}
