const BENGALI_ZERO = 0x09e6

/** Turns Bengali digits (০–৯) into ASCII digits, leaving everything else as typed. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO))
}

/**
 * A figure written as text ('2,400+', '96%') with Bengali digits on Bangla pages; English pages
 * show it as typed.
 */
export function localiseDigits(value: string, locale: string): string {
  if (locale !== 'bn') return value
  return value.replace(/[0-9]/g, (d) => String.fromCharCode(BENGALI_ZERO + Number(d)))
}

/** A payment reference in the one form that uniqueness is checked on. */
export function normaliseTransactionId(value: string): string {
  return toAsciiDigits(value).replace(/\s+/g, '').toUpperCase()
}
