/**
 * Uploads are stored where this instance is told to keep them: the upload folders, or with
 * S3_BUCKET set the S3-compatible bucket (in CI's Postgres pass a local s3rver that the run
 * starts). Either way a picture and its sizes are served at their addresses, a notice's file
 * downloads only through the published notice, and deleting a document deletes its files.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as downloadAttachment } from '@/app/(frontend)/notices/[id]/files/[fileId]/route'
import { buildNotice, buildNoticeCategory } from '@seed/factories'
import type { Media } from '@/payload-types'
import {
  bucketWritable,
  configuredStorage,
  openStoredFile,
  type StoredCollection,
} from '@/lib/storage/object-storage'

import { createCircular } from '../helpers/documents'
import { createCast, SERVER, testPayload } from '../helpers/payload'

let payload: Payload
const quiet = { disableRevalidate: true }

const folderOf = (collection: StoredCollection) => {
  const dir = payload.collections[collection].config.upload.staticDir
  if (!dir) throw new Error(`${collection} has no upload folder`)
  return dir
}

/** The stored bytes of a file, from the folder or the bucket; null when it is not there. */
async function storedBytes(collection: StoredCollection, file: { filename?: string | null }) {
  if (!file.filename) throw new Error('no file name')
  const stored = await openStoredFile(configuredStorage, folderOf(collection), collection, {
    filename: file.filename,
  })
  return stored ? Buffer.from(await new Response(stored.body).arrayBuffer()) : null
}

/** GET through Payload's REST handler, the one /api/[...slug] mounts, as a browser would. */
const fetchFile = (path: string, token?: string) =>
  handleEndpoints({
    config,
    request: new Request(`${SERVER}/api${path}`, {
      headers: token ? { authorization: `JWT ${token}` } : {},
    }),
  })

const photo = (background = '#3a6') =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background } })
    .jpeg()
    .toBuffer()

async function uploadPicture(background?: string, context = quiet): Promise<Media> {
  const data = await photo(background)
  return payload.create({
    collection: 'media',
    data: { alt: 'Annual sports day on the school field' },
    file: { data, mimetype: 'image/jpeg', name: 'sports-day.jpg', size: data.length },
    context,
  })
}

const fileNames = (image: Media) =>
  [image.filename, ...Object.values(image.sizes ?? {}).map((size) => size?.filename)].filter(
    (name): name is string => Boolean(name),
  )

beforeAll(async () => {
  payload = await testPayload()
})

describe('stored uploads', () => {
  it('keep a picture and each of its sizes, served at their addresses, until it is deleted', async () => {
    const image = await uploadPicture()
    const names = fileNames(image)
    expect(names).toHaveLength(4)
    for (const name of names) {
      const stored = await storedBytes('media', { filename: name })
      expect(stored, name).not.toBeNull()
      const served = await fetchFile(`/media/file/${name}`)
      expect(served.status, name).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
      // From a folder a phone keeps the picture a day; a bucket answers with its own validators.
      if (!configuredStorage)
        expect(served.headers.get('cache-control')).toBe('private, max-age=86400')
      expect(Buffer.from(await served.arrayBuffer()).equals(stored!), name).toBe(true)
    }
    // With a bucket Payload adds the object's folder: `?prefix=media`.
    expect(image.url).toMatch(new RegExp(`/api/media/file/${image.filename}(\\?prefix=media)?$`))

    await payload.delete({ collection: 'media', id: image.id, context: quiet })
    for (const name of names) {
      expect(await storedBytes('media', { filename: name }), name).toBeNull()
      // Payload answers 404 from the bucket but 500 from a folder for a file that is gone.
      expect((await fetchFile(`/media/file/${name}`)).status, name).toBeGreaterThanOrEqual(404)
    }
  })

  it('each keep their own file when one caller passes the same context to every upload', async () => {
    const shared = { disableRevalidate: true }
    const red = await uploadPicture('#c33', shared)
    const blue = await uploadPicture('#33c', shared)
    const colour = async (image: Media) => {
      const bytes = await storedBytes('media', image)
      const { dominant } = await sharp(bytes!).stats()
      return dominant.r > dominant.b ? 'red' : 'blue'
    }
    expect([await colour(red), await colour(blue)]).toEqual(['red', 'blue'])
  })

  it("hand a notice's file to visitors only through the published notice", async () => {
    const { pdf, doc: file } = await createCircular(payload, 'Exam routine', quiet)
    const category = await payload.create({
      collection: 'notice-categories',
      data: buildNoticeCategory({ name: `Routines ${Date.now()}` }),
      context: quiet,
    })
    const notice = await payload.create({
      collection: 'notices',
      data: buildNotice(category.id, { _status: 'published', attachments: [file.id] }),
      context: quiet,
    })
    const download = await downloadAttachment(new Request(`${SERVER}/notices/${notice.id}`), {
      params: Promise.resolve({ id: String(notice.id), fileId: String(file.id) }),
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="exam-routine.pdf"',
    )
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true)

    // By its own address the file stays private to staff, wherever it is kept.
    const cast = await createCast(payload)
    expect((await fetchFile(`/documents/file/${file.filename}`)).status).toBe(403)
    expect((await fetchFile(`/documents/file/${file.filename}`, cast.studentA.token)).status).toBe(
      403,
    )
    expect((await fetchFile(`/documents/file/${file.filename}`, cast.editor.token)).status).toBe(
      200,
    )

    await payload.delete({ collection: 'documents', id: file.id, context: quiet })
    expect(await storedBytes('documents', file)).toBeNull()
    const gone = await downloadAttachment(new Request(`${SERVER}/notices/${notice.id}`), {
      params: Promise.resolve({ id: String(notice.id), fileId: String(file.id) }),
    })
    expect(gone.status).toBe(404)
  })
})

// Runs where the run was given a bucket (TEST_OBJECT_STORAGE=s3, CI's Postgres pass).
describe.runIf(configuredStorage)('uploads in an S3 bucket', () => {
  const storage = configuredStorage!
  const keysUnder = async (prefix: string) => {
    const listed = await new S3Client(storage.config).send(
      new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: prefix }),
    )
    return (listed.Contents ?? []).map((object) => object.Key)
  }

  it('go to the bucket under the collection’s folder, and nothing to the local folder', async () => {
    const image = await uploadPicture()
    expect(image.prefix).toBe('media')
    const keys = await keysUnder('media/')
    for (const name of fileNames(image)) expect(keys).toContain(`media/${name}`)
    const local = await openStoredFile(null, folderOf('media'), 'media', {
      filename: image.filename!,
    })
    expect(local).toBeNull()
  })

  it('make the instance unready when the bucket takes no writes', async () => {
    expect(await bucketWritable(storage, 'probe')).toBe(true)
    expect(await bucketWritable({ ...storage, bucket: 'no-such-bucket' }, 'probe')).toBe(false)
    expect(await keysUnder('.ready-')).toEqual([])
  })
})
