import { NextResponse, type NextRequest } from 'next/server'

import { SESSION_COOKIE } from '@/lib/session-cookie'

/** List pages whose first, unfiltered page is static; searches and later pages are dynamic. */
const LISTS = new Set(['/news', '/blogs', '/articles', '/events', '/notices'])
const LIST_PARAMS = ['q', 'page', 'name', 'company', 'start_date', 'category']

/** Pages for signed-in members only. */
const MEMBER_PAGES = ['/user-profile', '/alumni-association/details/']

function isMemberPage(pathname: string): boolean {
  return MEMBER_PAGES.some((page) =>
    page.endsWith('/') ? pathname.startsWith(page) : pathname === page,
  )
}

/**
 * - `/news` is rendered once and cached for everyone; `/news?q=…&page=…` is rewritten to its
 *   per-request twin under /list, so a search never turns the common page dynamic.
 * - A visitor without a session cookie asking for a members' page gets a real redirect to the
 *   login page. The page itself still checks the session; this only spares a render.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (isMemberPage(pathname)) {
    if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next()
    const login = request.nextUrl.clone()
    login.pathname = '/login'
    login.search = ''
    login.searchParams.set('next', pathname)
    return NextResponse.redirect(login)
  }
  if (!LISTS.has(pathname) || !LIST_PARAMS.some((key) => searchParams.has(key)))
    return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = `/list${pathname}`
  return NextResponse.rewrite(url)
}

export const config = {
  matcher: [
    '/news',
    '/blogs',
    '/articles',
    '/events',
    '/notices',
    '/user-profile',
    '/alumni-association/details/:id',
  ],
}
