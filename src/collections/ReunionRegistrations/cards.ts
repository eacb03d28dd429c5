/**
 * Entry cards are issued once a confirmed registration is paid for: the treasurer has verified
 * the payment (a statement line or a decision), or it costs nothing.
 */
export function cardsDue(registration: {
  status: string
  total: number
  payment_status?: string | null
}): boolean {
  return (
    registration.status === 'confirmed' &&
    (registration.total === 0 || registration.payment_status === 'verified')
  )
}
