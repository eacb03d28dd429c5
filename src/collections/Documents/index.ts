import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/is-staff'
import { IMAGE_MIME_TYPES } from '@/collections/Media'

export const DOCUMENT_MIME_TYPES = ['application/pdf', ...IMAGE_MIME_TYPES]

/** Files attached to notices: circulars, routines and results as PDFs or scanned images. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document', plural: 'Documents' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'mimeType', 'filesize', 'updatedAt'],
    group: 'Notices',
    description: 'PDFs or images, up to 5 MB each, attached to notices.',
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  upload: {
    staticDir: path.resolve(process.env.DOCUMENTS_DIR || 'data/documents'),
    // Payload reads the file's bytes to find its type: a renamed HTML or script file is refused.
    mimeTypes: DOCUMENT_MIME_TYPES,
    filesRequiredOnCreate: true,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'Shown to visitors as the link text, e.g. "Exam routine (PDF)".' },
    },
  ],
}
