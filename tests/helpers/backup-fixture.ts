/**
 * Run in a process of its own by tests/int/backup-restore.test.ts (Payload's config reads
 * DATABASE_URL, MEDIA_DIR and DOCUMENTS_DIR once): migrates that database and fills it with a
 * little of everything a backup must carry, built by the seed factories.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import sharp from 'sharp'

import {
  buildEvent,
  buildEventRegistration,
  buildNews,
  buildNotice,
  buildNoticeCategory,
  buildStudent,
} from '@seed/factories'
import { migrateDatabase } from '@/lib/payload/migrate'

import { createCircular } from './documents'

const context = { disableRevalidate: true }

async function main() {
  const payload = await getPayload({ config })
  await migrateDatabase(payload)

  const picture = await sharp({
    create: { width: 640, height: 360, channels: 3, background: '#0f766e' },
  })
    .jpeg()
    .toBuffer()
  const image = await payload.create({
    collection: 'media',
    data: { alt: 'School building' },
    file: { data: picture, mimetype: 'image/jpeg', name: 'building.jpg', size: picture.length },
    context,
  })
  const { doc: attachment } = await createCircular(payload, 'Exam routine (PDF)', context)
  const category = await payload.create({
    collection: 'notice-categories',
    data: buildNoticeCategory(),
    context,
  })
  await payload.create({
    collection: 'notices',
    data: buildNotice(category.id, { attachments: [attachment.id] }),
    context,
  })
  await payload.create({ collection: 'news', data: buildNews({ media: image.id }), context })
  const event = await payload.create({ collection: 'events', data: buildEvent(), context })
  await payload.create({
    collection: 'event-registrations',
    data: buildEventRegistration(event.id),
    context,
  })
  await payload.create({ collection: 'users', data: buildStudent(), context })
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
