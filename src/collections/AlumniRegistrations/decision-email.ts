import { PAYMENT_METHOD_NAMES } from '@/lib/constants'
import type { AlumniRegistration } from '@/payload-types'

/** The language a member reads their e-mails in: Bangla when their profile says so. */
export type MemberLanguage = 'en' | 'bn'

export const memberLanguage = (language: string | null | undefined): MemberLanguage =>
  language === 'Bangla' ? 'bn' : 'en'

type Decided = Pick<
  AlumniRegistration,
  'name' | 'status' | 'alumni_type' | 'payment_method' | 'transaction_id' | 'decision_note'
>

function englishEmail(registration: Decided) {
  const network = registration.alumni_type || 'the alumni network'
  const method = registration.payment_method
    ? PAYMENT_METHOD_NAMES[registration.payment_method].en
    : 'Payment'
  const payment = registration.transaction_id
    ? `${method} transaction ${registration.transaction_id}`
    : 'your registration'
  const approved = registration.status === 'approved'
  return {
    subject: approved ? `Membership approved: ${network}` : `Membership not approved: ${network}`,
    lines: approved
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
        ],
  }
}

function banglaEmail(registration: Decided) {
  const network = registration.alumni_type || 'অ্যালামনাই নেটওয়ার্ক'
  const method = registration.payment_method
    ? PAYMENT_METHOD_NAMES[registration.payment_method].bn
    : 'পেমেন্ট'
  const payment = registration.transaction_id
    ? `${method} ট্রানজেকশন ${registration.transaction_id}`
    : 'আপনার নিবন্ধন'
  const approved = registration.status === 'approved'
  return {
    subject: approved ? `সদস্যপদ অনুমোদিত: ${network}` : `সদস্যপদ অনুমোদিত হয়নি: ${network}`,
    lines: approved
      ? [
          `প্রিয় ${registration.name},`,
          '',
          `অফিস ${payment} নিশ্চিত করেছে। আপনি এখন ${network}-এর সদস্য।`,
          'আপনার প্রোফাইলের অ্যালামনাই রেকর্ডে সদস্যপদটি দেখতে পাবেন।',
        ]
      : [
          `প্রিয় ${registration.name},`,
          '',
          `অফিস ${network}-এর জন্য ${payment} নিশ্চিত করতে পারেনি।`,
          registration.decision_note ? `কারণ: ${registration.decision_note}` : '',
          'অনুগ্রহ করে তথ্য মিলিয়ে আবার নিবন্ধন করুন, অথবা এই ই-মেইলের উত্তর দিন।',
        ],
  }
}

/**
 * The e-mail telling a member what the office decided about their registration and payment,
 * in the member's language.
 */
export function decisionEmail(
  registration: Decided,
  schoolName: string,
  language: MemberLanguage = 'en',
) {
  const { subject, lines } =
    language === 'bn' ? banglaEmail(registration) : englishEmail(registration)
  return {
    subject,
    text: [...lines, '', schoolName]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  }
}
