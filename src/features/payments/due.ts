import { toAsciiDigits } from '@/lib/digits'

/** The sum of a fee as staff wrote it: '৳1,000 per year' → 1000; null when it names none. */
export function dueTaka(fee: string | null | undefined): number | null {
  const figure = /\d[\d,]*(\.\d{1,2})?/.exec(toAsciiDigits(fee ?? ''))
  return figure ? Number(figure[0].replace(/,/g, '')) : null
}
