import { randomUUID } from 'node:crypto'
import path from 'node:path'

import type { CollectionBeforeOperationHook } from 'payload'

/**
 * Stored files get a random name: a phone photo's name often holds a child's name or a date,
 * and a guessable name lets anyone walk the media folder.
 */
export const randomFileName: CollectionBeforeOperationHook = ({ args, operation }) => {
  const file = args.req?.file
  if ((operation === 'create' || operation === 'update') && file?.name) {
    file.name = `${randomUUID()}${path.extname(file.name).toLowerCase()}`
  }
  return args
}
