import { describe, expect, it } from 'vitest'

import { objectKey, objectStorageFrom } from '@/lib/storage/object-storage'

const none = {
  S3_BUCKET: undefined,
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: undefined,
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
  S3_FORCE_PATH_STYLE: false,
}

describe('object storage settings', () => {
  it('are off without a bucket, so uploads stay in the local folders', () => {
    expect(objectStorageFrom(none)).toBeNull()
    expect(objectStorageFrom({ ...none, S3_BUCKET: '' })).toBeNull()
  })

  it('point the S3 client at another service, path-style, with the given keys', () => {
    const storage = objectStorageFrom({
      ...none,
      S3_BUCKET: 'school-uploads',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://example.r2.cloudflarestorage.com',
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(storage).toEqual({
      bucket: 'school-uploads',
      config: {
        region: 'auto',
        endpoint: 'https://example.r2.cloudflarestorage.com',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
    })
  })

  it("leave the keys to the SDK's own chain when none are set, and refuse half a pair", () => {
    expect(objectStorageFrom({ ...none, S3_BUCKET: 'b' })?.config.credentials).toBeUndefined()
    expect(() => objectStorageFrom({ ...none, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.',
    )
  })

  it("name an object by the document's folder and its file name, never a path it gives", () => {
    expect(objectKey('media', { filename: 'a.webp' })).toBe('media/a.webp')
    expect(objectKey('documents', { filename: 'r.pdf', prefix: 'documents' })).toBe(
      'documents/r.pdf',
    )
    expect(objectKey('documents', { filename: '../../media/x.webp' })).toBe('documents/x.webp')
  })
})
