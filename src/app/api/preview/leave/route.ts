import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { env } from '@/lib/env'
import { leavePreviewTarget } from '@/lib/preview'

/**
 * The preview bar's "Leave preview": draft mode ends and the staff member is back on the page
 * they were reading (the link's referrer), as the public sees it.
 */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  // The site's own address, and the one this request came in on (the same unless behind a proxy).
  const origins = [new URL(env.SERVER_URL).origin, new URL(request.url).origin]
  redirect(leavePreviewTarget(request.headers.get('referer'), origins))
}

export const dynamic = 'force-dynamic'
