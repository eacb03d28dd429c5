import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { COMMON_PASSWORD, isCommonPassword } from '@/lib/common-passwords'

/**
 * Any new password, whichever way it arrives (sign-up, the admin panel, the REST API), is refused
 * when it is one of the most common passwords. Resets are checked before Payload's own reset.
 */
export const refuseCommonPassword: CollectionBeforeValidateHook = ({ data, collection }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password === 'string' && isCommonPassword(password))
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'password', message: COMMON_PASSWORD }],
    })
  return data
}
