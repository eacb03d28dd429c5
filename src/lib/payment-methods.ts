import type { PAYMENT_METHODS } from '@/lib/constants'

/**
 * How the office and members read a stored payment method, in English and Bangla; apart from the
 * site-wide vocabulary (lib/constants) so that every page's shared script does not carry it.
 */
export const PAYMENT_METHOD_NAMES: Record<
  (typeof PAYMENT_METHODS)[number],
  { en: string; bn: string }
> = {
  Bkash: { en: 'bKash', bn: 'বিকাশ' },
  Nagad: { en: 'Nagad', bn: 'নগদ' },
  Rocket: { en: 'Rocket', bn: 'রকেট' },
  'Bank Account': { en: 'Bank account', bn: 'ব্যাংক হিসাব' },
}
