import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { staffOnly } from '@/access/staff-managed'
import { IMAGE_MIME_TYPES } from '@/collections/Media'
import { ownUploadContext } from '@/hooks/own-upload-context'
import { env } from '@/lib/env'

/** Where attachments live on disk; visitors reach them only through a published notice. */
export const DOCUMENTS_DIR = path.resolve(env.DOCUMENTS_DIR)

export const DOCUMENT_MIME_TYPES = ['application/pdf', ...IMAGE_MIME_TYPES]

/** Files attached to notices: circulars, routines and results as PDFs or scanned images. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document', plural: 'Documents' },
  admin: adminList('Notices', ['title', 'filename', 'mimeType', 'filesize', 'updatedAt'], {
    description: 'PDFs or images, up to 5 MB each, attached to notices.',
  }),
  // Not public by address: a file is offered only while a published notice lists it
  // (src/app/(frontend)/notices/[id]/files), so drafts and withdrawn circulars stay private.
  access: staffOnly,
  hooks: { beforeOperation: [ownUploadContext] },
  upload: {
    staticDir: DOCUMENTS_DIR,
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
