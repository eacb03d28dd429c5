/**
 * Who comes to a reunion with the member, and what their entry card and T-shirt need (apart from
 * the site-wide vocabulary in lib/constants, so that every page's shared script does not carry it).
 */
export const REUNION_RELATIONS = ['self', 'spouse', 'child', 'parent', 'guest'] as const
export const REUNION_AGE_BANDS = ['adult', 'child 5-12', 'under 5'] as const
export const TSHIRT_SIZES = ['none', 'XS', 'S', 'M', 'L', 'XL', 'XXL'] as const
/** A reunion registration holds seats (confirmed), waits for one (waiting list), or was cancelled. */
export const REUNION_REGISTRATION_STATUSES = ['confirmed', 'waiting', 'cancelled'] as const
export type ReunionRegistrationStatus = (typeof REUNION_REGISTRATION_STATUSES)[number]
export const REUNION_PAYMENT_STATUSES = ['pending', 'verified'] as const
