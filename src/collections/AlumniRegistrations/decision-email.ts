import type { AlumniRegistration } from '@/payload-types'

/** The e-mail telling a member what the office decided about their registration and payment. */
export function decisionEmail(
  registration: Pick<
    AlumniRegistration,
    'name' | 'status' | 'alumni_type' | 'payment_method' | 'transaction_id' | 'decision_note'
  >,
  schoolName: string,
) {
  const network = registration.alumni_type || 'the alumni network'
  const payment = registration.transaction_id
    ? `${registration.payment_method ?? 'Payment'} transaction ${registration.transaction_id}`
    : 'your registration'
  const approved = registration.status === 'approved'
  const lines = approved
    ? [
        `Dear ${registration.name},`,
        '',
        `The office has confirmed ${payment}. You are now a member of ${network}.`,
        'You can see your membership under Alumni Records on your profile.',
      ]
    : [
        `Dear ${registration.name},`,
        '',
        `The office could not confirm ${payment} for ${network}.`,
        registration.decision_note ? `Reason: ${registration.decision_note}` : '',
        'Please check the details and register again, or reply to this e-mail.',
      ]
  return {
    subject: approved ? `Membership approved: ${network}` : `Membership not approved: ${network}`,
    text: [...lines, '', schoolName]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  }
}
