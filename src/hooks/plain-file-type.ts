import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { staffMessage } from '@/fields/staff-text'
import { fileHead, fileKind, MIME_OF_KIND } from '@/lib/file-kind'

/**
 * Refuses a file of another kind with words staff understand, before Payload's own content check
 * (which names MIME types) runs; `refusal` says which files the collection takes.
 */
export function plainFileType(
  mimeTypes: readonly string[],
  refusal: { en: string; bn: string },
): CollectionBeforeOperationHook {
  return async ({ args, collection, operation }) => {
    const file = args.req?.file
    if ((operation !== 'create' && operation !== 'update') || !file) return args
    const kind = fileKind(await fileHead(file))
    if (kind && mimeTypes.includes(MIME_OF_KIND[kind])) return args
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'file', message: staffMessage(args.req, refusal.en, refusal.bn) }],
      req: args.req,
    })
  }
}
