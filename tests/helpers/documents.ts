import type { Payload, RequestContext } from 'payload'

import { circularPdf } from '@seed/pdf'

/** A one-page PDF circular stored as a notice attachment, and the bytes that were sent. */
export async function createCircular(payload: Payload, title: string, context: RequestContext) {
  const pdf = circularPdf({
    school: 'Padmapar Ideal School & College',
    title,
    date: 'today',
    paragraphs: ['Classes 6 to 10 sit the half-yearly examination from 1 June.'],
    signature: 'Principal',
  })
  const doc = await payload.create({
    collection: 'documents',
    data: { title },
    file: { data: pdf, mimetype: 'application/pdf', name: 'routine.pdf', size: pdf.length },
    context,
  })
  return { pdf, doc }
}
