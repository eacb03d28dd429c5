import { toAsciiDigits } from '@/lib/digits'

/**
 * A phone number as a link that dials it: the number as written (Bengali digits too), dialled as
 * ASCII digits only.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={dialHref(phone)} className={className}>
      {phone}
    </a>
  )
}

/** The `tel:` address of a number as written: ASCII digits and a leading plus only. */
export function dialHref(phone: string): string {
  return `tel:${toAsciiDigits(phone).replace(/[^+\d]/g, '')}`
}
