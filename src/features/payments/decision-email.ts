import { PAYMENT_METHOD_NAMES } from '@/lib/payment-methods'
import type { MemberLanguage } from '@/collections/Users/language'
import type { AlumniRegistration } from '@/payload-types'

type Decided = Pick<
  AlumniRegistration,
  'name' | 'status' | 'alumni_type' | 'payment_method' | 'transaction_id' | 'decision_note'
>

/** The e-mail's words in each language a member may read. */
const WORDS = {
  en: {
    network: 'the alumni network',
    payment: 'Payment',
    transaction: (method: string, id: string) => `${method} transaction ${id}`,
    registration: 'your registration',
    subject: (approved: boolean, network: string) =>
      approved ? `Membership approved: ${network}` : `Membership not approved: ${network}`,
    dear: 'Dear member,',
    name: (name: string) => `Name on the registration: ${name}`,
    approved: (payment: string, network: string) => [
      `The office has confirmed ${payment}. You are now a member of ${network}.`,
      'You can see your membership under Alumni Records on your profile.',
    ],
    rejected: (payment: string, network: string) =>
      `The office could not confirm ${payment} for ${network}.`,
    reason: (note: string) => `Reason: ${note}`,
    again: 'Please check the details and register again, or reply to this e-mail.',
  },
  bn: {
    network: 'অ্যালামনাই নেটওয়ার্ক',
    payment: 'পেমেন্ট',
    transaction: (method: string, id: string) => `${method} ট্রানজেকশন ${id}`,
    registration: 'আপনার নিবন্ধন',
    subject: (approved: boolean, network: string) =>
      approved ? `সদস্যপদ অনুমোদিত: ${network}` : `সদস্যপদ অনুমোদিত হয়নি: ${network}`,
    dear: 'প্রিয় সদস্য,',
    name: (name: string) => `নিবন্ধনে লেখা নাম: ${name}`,
    approved: (payment: string, network: string) => [
      `অফিস ${payment} নিশ্চিত করেছে। আপনি এখন ${network}-এর সদস্য।`,
      'আপনার প্রোফাইলের অ্যালামনাই রেকর্ডে সদস্যপদটি দেখতে পাবেন।',
    ],
    rejected: (payment: string, network: string) =>
      `অফিস ${network}-এর জন্য ${payment} নিশ্চিত করতে পারেনি।`,
    reason: (note: string) => `কারণ: ${note}`,
    again: 'অনুগ্রহ করে তথ্য মিলিয়ে আবার নিবন্ধন করুন, অথবা এই ই-মেইলের উত্তর দিন।',
  },
} satisfies Record<MemberLanguage, unknown>

/**
 * The e-mail telling a member what the office decided about their registration and payment,
 * in the member's language.
 */
export function decisionEmail(
  registration: Decided,
  schoolName: string,
  language: MemberLanguage = 'en',
) {
  const words = WORDS[language]
  const network = registration.alumni_type || words.network
  const method = registration.payment_method
    ? PAYMENT_METHOD_NAMES[registration.payment_method][language]
    : words.payment
  const payment = registration.transaction_id
    ? words.transaction(method, registration.transaction_id)
    : words.registration
  const approved = registration.status === 'approved'
  const lines = approved
    ? words.approved(payment, network)
    : [
        words.rejected(payment, network),
        registration.decision_note ? words.reason(registration.decision_note) : '',
        words.again,
      ]
  return {
    subject: words.subject(approved, network),
    // What the member typed is shown as data below, never as the mail's opening words.
    text: [words.dear, '', ...lines, '', words.name(registration.name), '', schoolName]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  }
}
