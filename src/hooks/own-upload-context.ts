import type { CollectionBeforeOperationHook } from 'payload'

/**
 * Each upload gets a context object of its own. The storage plugin keeps the incoming file in
 * the request's context; a caller that passes one context object to several calls (the seed, a
 * script) would otherwise have every later call store the first call's file.
 */
export const ownUploadContext: CollectionBeforeOperationHook = ({ args, operation }) => {
  if ((operation === 'create' || operation === 'update') && args.req) {
    args.req.context = { ...args.req.context }
  }
  return args
}
