import { dictionary } from '@zxcvbn-ts/language-common'

import { ValidationError } from '@/lib/errors'

export const COMMON_PASSWORD = 'This password is too common. Please choose another.'

/** The 49,000 passwords people pick most often (zxcvbn's list), lower-cased for the lookup. */
let common: Set<string> | undefined

/** Whether `password` is one of the most common passwords (letter case aside). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'])
  return common.has(password.toLowerCase())
}

/** Throws the field error a form or the API shows when the new password is too common. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new ValidationError({ password: [COMMON_PASSWORD] })
}
