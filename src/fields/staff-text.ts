import type { PayloadRequest } from 'payload'

/** An admin label or help text in both panel languages (each staff member picks one). */
export const staffText = (en: string, bn: string) => ({ en, 'bn-BD': bn })

/** A validation message in the language of the staff member's panel. */
export function staffMessage(
  req: Pick<PayloadRequest, 'i18n'> | undefined,
  en: string,
  bn: string,
) {
  return req?.i18n?.language === 'bn-BD' ? bn : en
}
