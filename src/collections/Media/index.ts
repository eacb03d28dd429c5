import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isMemberOrStaff } from '@/access/is-member-or-staff'
import { withDutyField } from '@/access/duties'
import { ownUploadContext } from '@/hooks/own-upload-context'
import { plainFileType } from '@/hooks/plain-file-type'
import { randomFileName } from '@/hooks/random-file-name'
import { staffText } from '@/fields/staff-text'
import { env } from '@/lib/env'

import { mediaOwnerOrStaff } from './access/owner-or-staff'
import { refuseHugePictures } from './hooks/refuse-huge-pictures'
import { keepOriginalFile, rememberOriginalFile } from './hooks/remember-original-file'
import { setOwner } from './hooks/set-owner'
import { setPlaceholder } from './hooks/set-placeholder'
import { sameFileEndpoint } from './same-file-endpoint'

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: staffText('Picture', 'ছবি'), plural: staffText('Pictures', 'ছবি') },
  admin: {
    group: 'Content',
    defaultColumns: ['filename', 'alt', 'original_name', 'updatedAt'],
    // The search box (and the picture picker) finds a picture by what it shows or its own name.
    listSearchableFields: ['alt', 'original_name', 'filename'],
  },
  access: {
    read: anyone,
    create: isMemberOrStaff,
    update: mediaOwnerOrStaff,
    delete: mediaOwnerOrStaff,
  },
  endpoints: [sameFileEndpoint],
  hooks: {
    beforeOperation: [
      plainFileType(IMAGE_MIME_TYPES, {
        en: 'This file is not a picture the site can show. Choose a JPEG, PNG, WebP or AVIF photo.',
        bn: 'এই ফাইলটি সাইটে দেখানোর মতো ছবি নয়। JPEG, PNG, WebP বা AVIF ছবি বেছে নিন।',
      }),
      refuseHugePictures,
      ownUploadContext,
      rememberOriginalFile,
      randomFileName,
    ],
    beforeChange: [setOwner, setPlaceholder, keepOriginalFile],
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
      name: 'same_picture',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/same-picture#SamePicture' } },
    },
    {
      name: 'alt',
      label: staffText('Description', 'বিবরণ'),
      type: 'text',
      required: true,
      maxLength: 200,
      admin: {
        description: staffText(
          'What the picture shows, for people who cannot see it; the search finds pictures by it.',
          'ছবিতে কী আছে, যাঁরা দেখতে পান না তাঁদের জন্য; খোঁজার সময় এটি দিয়ে ছবি পাওয়া যায়।',
        ),
      },
    },
    {
      name: 'original_name',
      label: staffText('Original file name', 'মূল ফাইলের নাম'),
      type: 'text',
      // Phone photo names can hold a child's name: only staff read them.
      access: { read: withDutyField('content'), create: () => false, update: () => false },
      admin: {
        readOnly: true,
        position: 'sidebar',
        // Filled in on upload: a new picture (and the picker's upload drawer) has nothing to show.
        condition: (data) => Boolean(data?.original_name),
        description: staffText(
          'The name the file had on the computer or phone it came from.',
          'যে কম্পিউটার বা ফোন থেকে এসেছে, সেখানে ফাইলটির যে নাম ছিল।',
        ),
      },
    },
    {
      name: 'content_hash',
      type: 'text',
      index: true,
      access: { read: withDutyField('content'), create: () => false, update: () => false },
      admin: { hidden: true, disableBulkEdit: true },
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
      label: staffText('Uploaded by member', 'আপলোড করেছেন (সদস্য)'),
      type: 'relationship',
      relationTo: 'users',
      // Set for members' own uploads only; staff uploads and new pictures have no member to show.
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.owner) },
      access: { update: withDutyField('content') },
      index: true,
    },
  ],
}

