import type { UIFieldServerProps } from 'payload'

import { memberLanguage } from '@/collections/Users/language'

import { PaymentDecision } from './payment-decision'

/**
 * On a pending registration's page: Approve / Reject with the confirmation that shows the e-mail
 * the member will get, the same as on the Today panel (the status itself is not edited by hand).
 */
export async function PaymentDecisionField({ id, data, payload, req }: UIFieldServerProps) {
  if (id === undefined || data?.status !== 'pending' || !data.transaction_id) return null
  const memberId = typeof data.user === 'object' ? data.user?.id : data.user
  const [site, member] = await Promise.all([
    payload.findGlobal({ slug: 'site', depth: 0, req, overrideAccess: false }),
    payload
      .findByID({
        collection: 'users',
        id: memberId,
        depth: 0,
        select: { language: true },
        req,
        overrideAccess: false,
      })
      .catch(() => null),
  ])
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <PaymentDecision
        payment={{
          id: Number(id),
          name: data.name,
          email: data.email,
          alumni_type: data.alumni_type,
          payment_method: data.payment_method,
          transaction_id: data.transaction_id,
          amount: data.amount,
          createdAt: data.createdAt,
          language: memberLanguage(member?.language),
        }}
        schoolName={site.school_name || 'the school'}
        reloadAfter
      />
    </div>
  )
}
