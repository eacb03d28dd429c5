import { DOCUMENTS_DIR } from '@/collections/Documents'
import { getInstitutionFile } from '@/features/institution/queries'
import { downloadFileName } from '@/features/notices/rules'
import { configuredStorage, openStoredFile } from '@/lib/storage/object-storage'

type Context = { params: Promise<{ fileId: string }> }

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

/**
 * A file of the institution's public information (a recognition letter, a routine, a syllabus),
 * only while the information names it, saved under a name made from its title.
 */
export async function GET(_request: Request, { params }: Context) {
  const file = await getInstitutionFile((await params).fileId)
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
      'Content-Disposition': `attachment; filename="${downloadFileName(file.title, file.mimeType)}"`,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
