import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { hasTooManyPixels, TOO_MANY_PIXELS } from '@/lib/image-pixels'

/**
 * A picture over the pixel cap is refused from its header, before Payload decodes it to
 * re-encode it and draw its sizes (seconds and hundreds of MB for one small file otherwise).
 */
export const refuseHugePictures: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
}) => {
  const file = args.req?.file
  if ((operation !== 'create' && operation !== 'update') || !file) return args
  if (await hasTooManyPixels(file.tempFilePath || file.data)) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'file', message: TOO_MANY_PIXELS }],
      req: args.req,
    })
  }
  return args
}
