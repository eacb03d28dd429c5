import { configuredStorage, openStoredFile } from '@/lib/storage/object-storage'
import type { Document } from '@/payload-types'

import { DOCUMENTS_DIR } from '.'

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

/**
 * A stored document as a download, saved under the name `nameFor` makes from its title; a 404
 * for none or a file gone from storage. The type is the one Payload found in the file's bytes on
 * upload. The bytes come from the upload folder or, with S3_BUCKET set, from the bucket.
 */
export async function downloadDocument(
  file: Pick<Document, 'title' | 'filename' | 'mimeType' | 'prefix'> | null | undefined,
  nameFor: (title: string, mimeType: string) => string,
): Promise<Response> {
  if (!file?.filename || !file.mimeType) return notFound()
  const stored = await openStoredFile(configuredStorage, DOCUMENTS_DIR, 'documents', {
    filename: file.filename,
    prefix: file.prefix,
  })
  if (!stored) return notFound()
  return new Response(stored.body, {
    headers: {
      'Content-Type': file.mimeType,
      ...(stored.size === undefined ? {} : { 'Content-Length': String(stored.size) }),
      'Content-Disposition': `attachment; filename="${nameFor(file.title, file.mimeType)}"`,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
