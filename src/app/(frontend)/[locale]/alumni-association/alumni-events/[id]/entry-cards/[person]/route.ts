import { getSessionMember } from '@/features/accounts/session'
import { getOwnReunionRegistration } from '@/features/reunions/queries'
import { qrPng } from '@/lib/qr'
import { parseId } from '@/lib/ids'

/** One person's entry card QR code as a PNG, for the member who registered them only. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ id: string; person: string }> },
) {
  const { id, person } = await params
  const reunionId = parseId(id)
  const index = parseId(person)
  const member = await getSessionMember()
  if (!member) return new Response('Please sign in.', { status: 401 })
  const registration = reunionId ? await getOwnReunionRegistration(member, reunionId) : null
  const code = index ? registration?.people?.[index - 1]?.entry_code : null
  if (!code) return new Response('Not found', { status: 404 })
  const png = await qrPng(code)
  return new Response(new Uint8Array(png), {
    headers: {
      'content-type': 'image/png',
      'content-disposition': `inline; filename="entry-card-${index}.png"`,
      'cache-control': 'private, no-store',
    },
  })
}
