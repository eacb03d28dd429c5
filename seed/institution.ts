/** Seeds the demo school's mandated information with its letters, routines and syllabi as PDFs. */
import type { Payload } from 'payload'

import { academicYear } from '@/features/institution/completeness'
import { DEFAULT_SCHOOL_NAME } from '@/globals/Site'
import { formatDate } from '@/lib/format'

import { institutionBangla, institutionData, institutionFiles } from './demo/institution'
import { circularPdf } from './pdf'

const context = { disableRevalidate: true }

export async function seedInstitution(payload: Payload, now = new Date()): Promise<void> {
  const year = academicYear(now)
  const ids = new Map<string, number>()
  for (const [i, file] of institutionFiles(year).entries()) {
    const data = circularPdf({
      school: DEFAULT_SCHOOL_NAME,
      title: file.title,
      date: formatDate(now, 'en'),
      paragraphs: file.paragraphs,
      signature: 'Prof. Md. Abdur Rahman, Principal',
    })
    const doc = await payload.create({
      collection: 'documents',
      data: { title: file.title },
      file: { data, mimetype: 'application/pdf', name: `institution-${i}.pdf`, size: data.length },
      context,
    })
    ids.set(file.key, doc.id)
  }
  const fileId = (key: string) => {
    const id = ids.get(key)
    if (id === undefined) throw new Error(`The demo names a file it does not make: ${key}`)
    return id
  }
  const english = await payload.updateGlobal({
    slug: 'institution',
    locale: 'en',
    depth: 0,
    context,
    data: institutionData(year, fileId),
  })
  await payload.updateGlobal({
    slug: 'institution',
    locale: 'bn',
    context,
    data: institutionBangla(english),
  })
}
