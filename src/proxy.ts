import { NextResponse, type NextRequest } from 'next/server'

import { REQUEST_ID_HEADER, requestIdFor } from '@/lib/log/request-id'
import { contentSecurityPolicy, newNonce, rendersPerRequest } from '@/lib/security-headers'
import { SESSION_COOKIE } from '@/lib/session-cookie'

/** List pages whose first, unfiltered page is static; searches and later pages are dynamic. */
const LISTS = new Set(['/news', '/blogs', '/articles', '/events', '/notices'])
const LIST_PARAMS = ['q', 'page', 'name', 'company', 'start_date', 'category']

/** Pages for signed-in members only. */
const MEMBER_PAGES = ['/user-profile', '/alumni-association/details/']

const POLICY = {
  production: process.env.NODE_ENV === 'production',
  https: (process.env.SERVER_URL ?? '').startsWith('https://'),
}

function isListSearch({ pathname, searchParams }: URL): boolean {
  return LISTS.has(pathname) && LIST_PARAMS.some((key) => searchParams.has(key))
}

function isMemberPage(pathname: string): boolean {
  return MEMBER_PAGES.some((page) =>
    page.endsWith('/') ? pathname.startsWith(page) : pathname === page,
  )
}

/**
 * - Every response carries the Content-Security-Policy: with a fresh script nonce for pages
 *   rendered per request (Next.js reads it from the request's policy and puts it on its scripts),
 *   the cached pages' policy otherwise (lib/security-headers).
 * - Every request carries an id (`x-request-id`), given to the page or route and sent back, so a
 *   visitor's "reference" and the server's log line can be matched.
 * - `/news` is rendered once and cached for everyone; `/news?q=…&page=…` is rewritten to its
 *   per-request twin under /list, so a search never turns the common page dynamic.
 * - A visitor without a session cookie asking for a members' page gets a real redirect to the
 *   login page. The page itself still checks the session; this only spares a render.
 */
export function proxy(request: NextRequest) {
  const requestId = requestIdFor(request.headers)
  const forwarded = new Headers(request.headers)
  forwarded.set(REQUEST_ID_HEADER, requestId)
  const perRequest = rendersPerRequest(request.nextUrl.pathname) || isListSearch(request.nextUrl)
  const policy = contentSecurityPolicy({ ...POLICY, nonce: perRequest ? newNonce() : undefined })
  if (perRequest) forwarded.set('Content-Security-Policy', policy)
  const response = route(request, { request: { headers: forwarded } })
  response.headers.set(REQUEST_ID_HEADER, requestId)
  response.headers.set('Content-Security-Policy', policy)
  return response
}

function route(request: NextRequest, init: { request: { headers: Headers } }): NextResponse {
  const { pathname } = request.nextUrl
  if (isMemberPage(pathname)) {
    if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next(init)
    const login = request.nextUrl.clone()
    login.pathname = '/login'
    login.search = ''
    login.searchParams.set('next', pathname)
    return NextResponse.redirect(login)
  }
  if (isListSearch(request.nextUrl)) {
    const url = request.nextUrl.clone()
    url.pathname = `/list${pathname}`
    return NextResponse.rewrite(url, init)
  }
  return NextResponse.next(init)
}

export const config = {
  // Everything but the build's static files, which need no id and no policy.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
}
