import { DOCUMENTS_DIR } from '@/collections/Documents'
import { getNotice } from '@/features/notices/queries'
import { downloadFileName } from '@/features/notices/rules'
import { parseId } from '@/lib/ids'
import { configuredStorage, openStoredFile } from '@/lib/storage/object-storage'

type Context = { params: Promise<{ id: string; fileId: string }> }

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

/**
 * A notice's attachment, only while the published notice lists it, saved under a name made
 * from its title. The type is the one Payload found in the file's bytes on upload. The bytes
 * come from the upload folder or, with S3_BUCKET set, from the bucket.
 */
export async function GET(_request: Request, { params }: Context) {
  const { id, fileId } = await params
  const notice = await getNotice(id)
  const wanted = parseId(fileId)
  const file = notice?.attachments.find((candidate) => candidate.id === wanted)
  if (!file?.filename || !file.mimeType) return notFound()
  const stored = await openStoredFile(configuredStorage, DOCUMENTS_DIR, 'documents', {
    filename: file.filename,
    prefix: file.prefix,
  })
  if (!stored) return notFound()
  const name = downloadFileName(file.title, file.mimeType)
  return new Response(stored.body, {
    headers: {
      'Content-Type': file.mimeType,
      ...(stored.size === undefined ? {} : { 'Content-Length': String(stored.size) }),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
