import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'

import type { Media } from '@/payload-types'

type OriginalFile = { name: string; hash: string }
const KEY = 'originalFile'

/** The file's own name and a fingerprint of its bytes, read before it is renamed and re-encoded. */
export const rememberOriginalFile: CollectionBeforeOperationHook = async ({ args, operation }) => {
  const file = args.req?.file
  if ((operation !== 'create' && operation !== 'update') || !file?.name) return args
  const bytes = file.data?.length
    ? file.data
    : file.tempFilePath
      ? await readFile(file.tempFilePath)
      : null
  if (!bytes) return args
  const original: OriginalFile = {
    name: file.name.normalize('NFC').slice(0, 200),
    hash: createHash('sha256').update(bytes).digest('hex'),
  }
  args.req.context[KEY] = original
  return args
}

/** Stores what `rememberOriginalFile` read, so staff find and tell pictures apart later. */
export const keepOriginalFile: CollectionBeforeChangeHook<Media> = ({ data, context }) => {
  const original = context[KEY] as OriginalFile | undefined
  if (!original) return data
  return { ...data, original_name: original.name, content_hash: original.hash }
}
