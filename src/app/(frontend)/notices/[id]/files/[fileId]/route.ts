import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { DOCUMENTS_DIR } from '@/collections/Documents'
import { getNotice } from '@/features/notices/queries'
import { downloadFileName } from '@/features/notices/rules'
import { parseId } from '@/lib/ids'

type Context = { params: Promise<{ id: string; fileId: string }> }

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

/**
 * A notice's attachment, only while the published notice lists it, saved under a name made
 * from its title. The type is the one Payload found in the file's bytes on upload.
 */
export async function GET(_request: Request, { params }: Context) {
  const { id, fileId } = await params
  const notice = await getNotice(id)
  const wanted = parseId(fileId)
  const file = notice?.attachments.find((candidate) => candidate.id === wanted)
  if (!file?.filename || !file.mimeType) return notFound()
  const fullPath = path.join(DOCUMENTS_DIR, path.basename(file.filename))
  const info = await stat(fullPath).catch(() => null)
  if (!info?.isFile()) return notFound()
  const name = downloadFileName(file.title, file.mimeType)
  return new Response(Readable.toWeb(createReadStream(fullPath)) as ReadableStream, {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(info.size),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
