/**
 * Where uploaded files live: S3-compatible object storage when S3_BUCKET is set (several
 * instances, no shared disk), otherwise the MEDIA_DIR and DOCUMENTS_DIR folders.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'

import { env, type Env } from '@/lib/env'

/** Each upload collection keeps its objects under a folder of its own in the bucket. */
export const STORAGE_PREFIXES = { media: 'media', documents: 'documents' } as const
export type StoredCollection = keyof typeof STORAGE_PREFIXES

export type ObjectStorage = { bucket: string; config: S3ClientConfig }

type StorageEnv = Pick<
  Env,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>

/** The bucket and client settings from the environment, or null for local folders. */
export function objectStorageFrom(source: StorageEnv): ObjectStorage | null {
  if (!source.S3_BUCKET) return null
  if (Boolean(source.S3_ACCESS_KEY_ID) !== Boolean(source.S3_SECRET_ACCESS_KEY))
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.')
  return {
    bucket: source.S3_BUCKET,
    config: {
      region: source.S3_REGION,
      endpoint: source.S3_ENDPOINT,
      forcePathStyle: source.S3_FORCE_PATH_STYLE,
      credentials:
        source.S3_ACCESS_KEY_ID && source.S3_SECRET_ACCESS_KEY
          ? {
              accessKeyId: source.S3_ACCESS_KEY_ID,
              secretAccessKey: source.S3_SECRET_ACCESS_KEY,
            }
          : undefined,
    },
  }
}

/** This process's storage, from its environment. */
export const configuredStorage = objectStorageFrom(env)

/**
 * The object's key in the bucket: the folder stored with the document (the collection's folder
 * unless the file was put elsewhere), then the stored file name.
 */
export const objectKey = (
  collection: StoredCollection,
  file: { filename: string; prefix?: string | null },
) =>
  path.posix.join(file.prefix || STORAGE_PREFIXES[collection], path.posix.basename(file.filename))

/** One client (and its connection pool) per storage setting, the process's own above all. */
const clients = new WeakMap<ObjectStorage, S3Client>()

function clientFor(storage: ObjectStorage): S3Client {
  let client = clients.get(storage)
  if (!client) {
    client = new S3Client(storage.config)
    clients.set(storage, client)
  }
  return client
}

export type StoredFile = { body: ReadableStream; size?: number }

/** A stored file's bytes and size, or null when it is not there. */
export async function openStoredFile(
  storage: ObjectStorage | null,
  folder: string,
  collection: StoredCollection,
  file: { filename: string; prefix?: string | null },
): Promise<StoredFile | null> {
  if (!storage) {
    const fullPath = path.join(folder, path.basename(file.filename))
    const info = await stat(fullPath).catch(() => null)
    if (!info?.isFile()) return null
    return { body: Readable.toWeb(createReadStream(fullPath)) as ReadableStream, size: info.size }
  }
  try {
    const object = await clientFor(storage).send(
      new GetObjectCommand({ Bucket: storage.bucket, Key: objectKey(collection, file) }),
    )
    if (!object.Body) return null
    return { body: object.Body.transformToWebStream(), size: object.ContentLength }
  } catch (error) {
    if (error instanceof NoSuchKey) return null
    throw error
  }
}

/** Whether the bucket takes a new object (written and removed again), for /api/ready. */
export async function bucketWritable(storage: ObjectStorage, probeName: string): Promise<boolean> {
  const client = clientFor(storage)
  // A key of its own at the top, not under a shared '.ready/' prefix: a store that keeps keys as
  // folders (s3rver) removes an emptied folder, and a probe of another instance then failed to
  // write into it.
  const Key = `.ready-${probeName}`
  try {
    await client.send(new PutObjectCommand({ Bucket: storage.bucket, Key, Body: 'ok' }))
    return true
  } catch {
    return false
  } finally {
    await client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key })).catch(() => {})
  }
}
