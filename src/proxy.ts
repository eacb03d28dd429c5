import { NextResponse, type NextRequest } from 'next/server'

import {
  DEFAULT_LOCALE,
  isLocale,
  isLocalisedPath,
  LOCALE_COOKIE,
  LOCALE_HEADER,
  localePath,
  splitLocale,
} from '@/i18n/locales'
import { env } from '@/lib/env'
import { REQUEST_ID_HEADER, requestIdFor } from '@/lib/log/request-id'
import { canonicalRedirect } from '@/lib/site-origin'
import {
  contentSecurityPolicy,
  newNonce,
  rendersPerRequest,
  usesCamera,
} from '@/lib/security-headers'
import { SESSION_COOKIE, SESSION_HINT_COOKIE, sessionHintCookie } from '@/lib/session-cookie'

/** List pages whose first, unfiltered page is static; searches and later pages are dynamic. */
const LISTS = new Set(['/news', '/blogs', '/articles', '/events', '/notices'])
const LIST_PARAMS = ['q', 'page', 'name', 'company', 'start_date', 'category']

/** Pages for signed-in members only. */
const MEMBER_PAGES = ['/user-profile', '/alumni-association/details/']

const POLICY = {
  production: env.NODE_ENV === 'production',
  https: env.SERVER_URL.startsWith('https://'),
}

function isListSearch(path: string, searchParams: URLSearchParams): boolean {
  return LISTS.has(path) && LIST_PARAMS.some((key) => searchParams.has(key))
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
 * - A page asked for at an address the site is not set up for (SERVER_URL, EXTRA_SERVER_URLS) is
 *   sent to the same page at SERVER_URL, where staff and members can sign in and save.
 * - Every request carries an id (`x-request-id`), given to the page or route and sent back, so a
 *   visitor's "reference" and the server's log line can be matched.
 * - `/news` is rendered once and cached for everyone; `/news?q=…&page=…` is rewritten to its
 *   per-request twin under /list, so a search never turns the common page dynamic.
 * - A visitor without a session cookie asking for a members' page gets a real redirect to the
 *   login page. The page itself still checks the session; this only spares a render.
 * - Pages speak English at the old site's addresses and Bangla under /bn: `/news` is served by the
 *   route `/en/news`, `/bn/news` by `/bn/news`; `/en/…` redirects to the plain address. A visitor
 *   who chose Bangla (the switcher's cookie) and opens a plain address is sent to its /bn twin.
 * - A new item in the admin opens in the site's default language (Payload would reopen the
 *   language its author last edited in), through `?locale=`.
 * - A page's answer brings the readable session hint in line with the session cookie, so the
 *   header asks who is signed in only when a session cookie is there (lib/session-cookie).
 */
export function proxy(request: NextRequest) {
  const requestId = requestIdFor(request.headers)
  const forwarded = new Headers(request.headers)
  forwarded.set(REQUEST_ID_HEADER, requestId)
  const { path } = splitLocale(request.nextUrl.pathname)
  const perRequest =
    rendersPerRequest(path) ||
    rendersPerRequest(request.nextUrl.pathname) ||
    isListSearch(path, request.nextUrl.searchParams)
  const policy = contentSecurityPolicy({
    ...POLICY,
    nonce: perRequest ? newNonce() : undefined,
    wasm: usesCamera(path),
  })
  if (perRequest) forwarded.set('Content-Security-Policy', policy)
  const elsewhere = canonicalRedirect(request)
  const response = elsewhere
    ? sendTo(request, elsewhere)
    : route(request, { request: { headers: forwarded } })
  if (isLocalisedPath(request.nextUrl.pathname)) syncSessionHint(request, response)
  response.headers.set(REQUEST_ID_HEADER, requestId)
  response.headers.set('Content-Security-Policy', policy)
  return response
}

/**
 * The same page at the site's address. Next.js makes a proxy's redirect to its own listening
 * address (http://localhost:PORT, the default SERVER_URL) relative, which would send a browser at
 * 127.0.0.1 back to 127.0.0.1 for ever; that one is a page that moves the browser on instead.
 */
function sendTo(request: NextRequest, target: URL): NextResponse {
  if (target.host !== request.nextUrl.host) return NextResponse.redirect(target, 307)
  const href = target.href.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  const page =
    `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${href}">` +
    `<title>${href}</title><p>This site is at <a href="${href}">${href}</a>.</p>` +
    `<p lang="bn">এই সাইটের ঠিকানা <a href="${href}">${href}</a>।</p>`
  return new NextResponse(page, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      Refresh: `0; url=${target.href}`,
    },
  })
}

function syncSessionHint(request: NextRequest, response: NextResponse) {
  const session = request.cookies.has(SESSION_COOKIE)
  const hint = request.cookies.has(SESSION_HINT_COOKIE)
  if (session && !hint) response.cookies.set(sessionHintCookie(POLICY.https))
  else if (hint && !session) response.cookies.delete(SESSION_HINT_COOKIE)
}

/** An admin page creating a new item (Payload's "Create new"), e.g. /admin/collections/news/create. */
const ADMIN_CREATE = /^\/admin\/collections\/[^/]+\/create\/?$/

function route(request: NextRequest, init: { request: { headers: Headers } }): NextResponse {
  const { pathname, searchParams } = request.nextUrl
  // A new item opens in the site's default language, not the one its author last edited in.
  if (ADMIN_CREATE.test(pathname) && !searchParams.has('locale')) {
    const url = request.nextUrl.clone()
    url.searchParams.set('locale', DEFAULT_LOCALE)
    return NextResponse.redirect(url)
  }
  if (!isLocalisedPath(pathname)) return NextResponse.next(init)
  const { locale, path } = splitLocale(pathname)
  // Server actions and per-request pages read the language from here (next-intl's header).
  init.request.headers.set(LOCALE_HEADER, locale)
  const to = (target: string) => {
    const url = request.nextUrl.clone()
    url.pathname = target
    return url
  }
  if (pathname === `/${DEFAULT_LOCALE}` || pathname.startsWith(`/${DEFAULT_LOCALE}/`))
    return NextResponse.redirect(to(path), 308)
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value
  if (locale === DEFAULT_LOCALE && isLocale(chosen) && chosen !== DEFAULT_LOCALE)
    return NextResponse.redirect(to(localePath(path, chosen)))
  if (isMemberPage(path) && !request.cookies.has(SESSION_COOKIE)) {
    const login = to(localePath('/login', locale))
    login.search = ''
    login.searchParams.set('next', path)
    return NextResponse.redirect(login)
  }
  const target = isListSearch(path, searchParams) ? `/${locale}/list${path}` : `/${locale}${path}`
  return NextResponse.rewrite(to(target.replace(/\/$/, '')), init)
}

export const config = {
  // Everything but the build's static files, which need no id and no policy, and result day's
  // lookup call, which gets both from apiRoute and next.config.ts without the proxy's cost.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/v1/results/lookup).*)'],
}
