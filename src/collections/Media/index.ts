import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isMemberOrStaff } from '@/access/is-member-or-staff'
import { isStaffField } from '@/access/is-staff'
import { ownUploadContext } from '@/hooks/own-upload-context'
import { randomFileName } from '@/hooks/random-file-name'
import { env } from '@/lib/env'

import { mediaOwnerOrStaff } from './access/owner-or-staff'
import { refuseHugePictures } from './hooks/refuse-huge-pictures'
import { setOwner } from './hooks/set-owner'
import { setPlaceholder } from './hooks/set-placeholder'

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: {
    group: 'Content',
    defaultColumns: ['filename', 'alt', 'updatedAt'],
  },
  access: {
    read: anyone,
    create: isMemberOrStaff,
    update: mediaOwnerOrStaff,
    delete: mediaOwnerOrStaff,
  },
  hooks: {
    beforeOperation: [refuseHugePictures, randomFileName, ownUploadContext],
    beforeChange: [setOwner, setPlaceholder],
  },
  upload: {
    staticDir: path.resolve(env.MEDIA_DIR),
    // Payload checks the bytes, not the name; SVG and anything else is refused.
    mimeTypes: IMAGE_MIME_TYPES,
    focalPoint: true,
    // Every original is re-encoded, which also drops EXIF and GPS metadata.
    resizeOptions: { width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true },
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 320, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 768, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
    // Phones keep a picture for a day instead of fetching it again on every page they open. Not
    // longer: a new crop or focal point is written under the same name. `private`: no shared
    // cache keeps a copy, so a picture staff delete is gone for everyone who has not seen it.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, max-age=86400')
      return headers
    },
    filesRequiredOnCreate: true,
  },
  fields: [
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'Describe the picture for people who cannot see it.' },
    },
    {
      name: 'placeholder',
      type: 'text',
      admin: {
        readOnly: true,
        hidden: true,
      },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar' },
      access: { update: isStaffField },
      index: true,
    },
  ],
}

