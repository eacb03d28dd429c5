import { downloadDocument } from '@/collections/Documents/download'
import { getNotice } from '@/features/notices/queries'
import { downloadFileName } from '@/features/notices/rules'
import { parseId } from '@/lib/ids'

type Context = { params: Promise<{ id: string; fileId: string }> }

/**
 * A notice's attachment, only while the published notice lists it, saved under a name made
 * from its title.
 */
export async function GET(_request: Request, { params }: Context) {
  const { id, fileId } = await params
  const notice = await getNotice(id)
  const wanted = parseId(fileId)
  return downloadDocument(
    notice?.attachments.find((candidate) => candidate.id === wanted),
    downloadFileName,
  )
}
