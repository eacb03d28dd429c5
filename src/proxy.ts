import { NextResponse, type NextRequest } from 'next/server'

/** List pages whose first, unfiltered page is static; searches and later pages are dynamic. */
const LISTS = new Set(['/news', '/blogs', '/articles', '/events'])
const LIST_PARAMS = ['q', 'page', 'name', 'company', 'start_date']

/**
 * `/news` is rendered once and cached for everyone; `/news?q=…&page=…` is rewritten to its
 * per-request twin under /list, so a search never turns the common page dynamic.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (!LISTS.has(pathname) || !LIST_PARAMS.some((key) => searchParams.has(key)))
    return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = `/list${pathname}`
  return NextResponse.rewrite(url)
}

export const config = { matcher: ['/news', '/blogs', '/articles', '/events'] }
