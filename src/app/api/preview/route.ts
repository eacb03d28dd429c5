import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { hasDuty } from '@/access/duties'
import { getPayloadClient } from '@/lib/payload/get-payload-client'
import { previewTarget } from '@/lib/preview'

/**
 * The admin's Preview: a signed-in staff member is shown the page with its unpublished changes
 * (draft mode, which the public reads honour only for staff); anyone else goes to the sign-in.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const target = previewTarget(url.searchParams)
  if (!target) return new Response('Not a page of this site.', { status: 400 })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  if (!hasDuty(user, 'content')) {
    const login = new URL('/admin/login', url)
    login.searchParams.set('redirect', `${url.pathname}${url.search}`)
    redirect(`${login.pathname}${login.search}`)
  }
  ;(await draftMode()).enable()
  redirect(target)
}

export const dynamic = 'force-dynamic'
