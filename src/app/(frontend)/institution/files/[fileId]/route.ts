import { downloadDocument } from '@/collections/Documents/download'
import { getInstitutionFile } from '@/features/institution/queries'
import { downloadFileName } from '@/features/notices/rules'

type Context = { params: Promise<{ fileId: string }> }

/**
 * A file of the institution's public information (a recognition letter, a routine, a syllabus),
 * only while the information names it, saved under a name made from its title.
 */
export async function GET(_request: Request, { params }: Context) {
  return downloadDocument(await getInstitutionFile((await params).fileId), downloadFileName)
}
