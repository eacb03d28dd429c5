import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { adminList } from '@/fields/admin-list'
import { dutyOnly } from '@/access/staff-managed'
import { IMAGE_MIME_TYPES } from '@/collections/Media'
import { ownUploadContext } from '@/hooks/own-upload-context'
import { plainFileType } from '@/hooks/plain-file-type'
import { staffText } from '@/fields/staff-text'
import { env } from '@/lib/env'

/** Where attachments live on disk; visitors reach them only through a published notice. */
export const DOCUMENTS_DIR = path.resolve(env.DOCUMENTS_DIR)

export const DOCUMENT_MIME_TYPES = ['application/pdf', ...IMAGE_MIME_TYPES]

/** Files attached to notices: circulars, routines and results as PDFs or scanned images. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: {
    singular: staffText('Document', 'ডকুমেন্ট'),
    plural: staffText('Documents', 'ডকুমেন্ট'),
  },
  admin: adminList('Notices', ['title', 'filename', 'mimeType', 'filesize', 'updatedAt'], {
    description: staffText(
      'PDFs or pictures, up to 5 MB each, attached to notices.',
      'নোটিশের সঙ্গে যুক্ত PDF বা ছবি, প্রতিটি সর্বোচ্চ ৫ MB।',
    ),
  }),
  // Not public by address: a file is offered only while a published notice lists it
  // (src/app/(frontend)/notices/[id]/files), so drafts and withdrawn circulars stay private.
  access: dutyOnly('content'),
  hooks: {
    beforeOperation: [
      plainFileType(DOCUMENT_MIME_TYPES, {
        en: 'This file cannot be attached. Choose a PDF or a picture (JPEG, PNG, WebP or AVIF); save Word or Excel files as PDF first.',
        bn: 'এই ফাইলটি যুক্ত করা যায় না। PDF বা ছবি (JPEG, PNG, WebP বা AVIF) বেছে নিন; Word বা Excel ফাইল আগে PDF হিসেবে সংরক্ষণ করুন।',
      }),
      ownUploadContext,
    ],
  },
  upload: {
    staticDir: DOCUMENTS_DIR,
    // Payload reads the file's bytes to find its type: a renamed HTML or script file is refused.
    mimeTypes: DOCUMENT_MIME_TYPES,
    filesRequiredOnCreate: true,
  },
  fields: [
    {
      name: 'title',
      label: staffText('Title', 'শিরোনাম'),
      type: 'text',
      required: true,
      maxLength: 200,
      admin: {
        description: staffText(
          'Shown to visitors as the link text, e.g. "Exam routine (PDF)".',
          'দর্শকেরা লিংকের লেখা হিসেবে এটি দেখেন, যেমন "পরীক্ষার রুটিন (PDF)"।',
        ),
      },
    },
  ],
}
