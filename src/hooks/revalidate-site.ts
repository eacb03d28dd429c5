import { revalidatePath } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

import { LOCALES } from '@/i18n/locales'
import { clearApiCache } from '@/lib/api-cache'

/**
 * Public pages are rendered once and cached; when staff publish, every cached page is marked
 * stale and re-rendered on its next visit. Content changes rarely, pages share content (home
 * shows news, events, classes …), so one site-wide revalidation is both simple and correct.
 */
export function revalidateSite(context: RequestContext): void {
  revalidatePage('/', context, 'layout')
}

/** Marks one cached page (or, with 'layout', everything under it) stale. */
export function revalidatePage(
  path: string,
  context: RequestContext,
  type?: 'layout' | 'page',
): void {
  // The API's kept answers may hold what changed; emptying them is cheap, so always done.
  clearApiCache()
  if (context.disableRevalidate) return
  // A page is cached once per language, under its route's address (/en/news/1, /bn/news/1);
  // the root layout holds them all.
  const paths =
    path === '/' && type === 'layout'
      ? ['/']
      : LOCALES.map((locale) => `/${locale}${path === '/' ? '' : path}`)
  try {
    for (const each of paths) revalidatePath(each, type)
  } catch (error) {
    // Outside a Next.js server (seed scripts, tests) there is no page cache to clear.
    if (!(error instanceof Error && /static generation store|Invariant/i.test(error.message)))
      throw error
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ doc, context }) => {
  revalidateSite(context)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = ({ doc, context }) => {
  revalidateSite(context)
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = ({ doc, context }) => {
  revalidateSite(context)
  return doc
}

/** Hooks for a collection whose documents appear on public pages. */
export const revalidateHooks = {
  afterChange: [revalidateAfterChange],
  afterDelete: [revalidateAfterDelete],
}
