/** A phone number as a link that dials it: the number as written, dialled as digits only. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className={className}>
      {phone}
    </a>
  )
}
