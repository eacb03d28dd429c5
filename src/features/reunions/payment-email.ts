import type { MemberLanguage } from '@/collections/Users/language'
import { printedCode } from '@/collections/ReunionRegistrations/entry-code'
import { formatTaka } from '@/lib/format'
import { PAYMENT_METHOD_NAMES } from '@/lib/payment-methods'
import type { ReunionRegistration } from '@/payload-types'

type Verified = Pick<
  ReunionRegistration,
  'payment_method' | 'transaction_id' | 'total' | 'status' | 'people'
>

/** The e-mail's words in each language a member may read. */
const WORDS = {
  en: {
    subject: (reunion: string) => `Reunion payment confirmed: ${reunion}`,
    dear: 'Dear member,',
    name: (name: string) => `Registered by: ${name}`,
    confirmed: (payment: string, total: string, reunion: string) =>
      `The office has confirmed your payment of ${total} (${payment}) for "${reunion}".`,
    transaction: (method: string, id: string) => `${method} transaction ${id}`,
    payment: 'your payment',
    cards:
      'Your entry cards are attached, one per person: show them at the gate, on your phone or printed.',
    cardsLink: (url: string) => `Your entry cards are also here: ${url}`,
    codes: 'Without the cards, the gate also takes the code of each person:',
    waiting:
      'Your registration is still on the waiting list; the office will write to you if seats become free.',
  },
  bn: {
    subject: (reunion: string) => `পুনর্মিলনীর পেমেন্ট নিশ্চিত: ${reunion}`,
    dear: 'প্রিয় সদস্য,',
    name: (name: string) => `নিবন্ধন করেছেন: ${name}`,
    confirmed: (payment: string, total: string, reunion: string) =>
      `অফিস “${reunion}”-এর জন্য আপনার ${total} পেমেন্ট (${payment}) নিশ্চিত করেছে।`,
    transaction: (method: string, id: string) => `${method} ট্রানজেকশন ${id}`,
    payment: 'আপনার পেমেন্ট',
    cards: 'প্রত্যেকের জন্য একটি করে প্রবেশ কার্ড সংযুক্ত আছে: গেটে ফোনে বা ছাপিয়ে দেখান।',
    cardsLink: (url: string) => `প্রবেশ কার্ডগুলো এখানেও আছে: ${url}`,
    codes: 'কার্ড না থাকলে গেটে প্রত্যেকের কোডও বলা যায়:',
    waiting: 'আপনার নিবন্ধন এখনো অপেক্ষমাণ তালিকায় আছে; আসন খালি হলে অফিস আপনাকে জানাবে।',
  },
} satisfies Record<MemberLanguage, unknown>

/** Each person's code as printed under their QR, after a heading; nothing when no card is due. */
function cardCodes(registration: Verified, heading: string): string[] {
  const lines = (registration.people ?? []).flatMap((person) =>
    person.entry_code ? [`${person.name}: ${printedCode(person.entry_code)}`] : [],
  )
  return lines.length > 0 ? [heading, ...lines, ''] : []
}

/** The e-mail telling a member the office found their reunion payment, in their language. */
export function reunionPaymentEmail(
  registration: Verified,
  member: { name: string; reunion: string; cardsUrl: string },
  schoolName: string,
  language: MemberLanguage = 'en',
) {
  const words = WORDS[language]
  const method = registration.payment_method
    ? PAYMENT_METHOD_NAMES[registration.payment_method][language]
    : ''
  const payment =
    method && registration.transaction_id
      ? words.transaction(method, registration.transaction_id)
      : words.payment
  return {
    subject: words.subject(member.reunion),
    text: [
      words.dear,
      '',
      words.confirmed(payment, formatTaka(registration.total, language), member.reunion),
      registration.status === 'waiting' ? words.waiting : words.cards,
      registration.status === 'waiting' ? '' : words.cardsLink(member.cardsUrl),
      '',
      ...cardCodes(registration, words.codes),
      // What the member typed is data below, never the mail's opening words.
      words.name(member.name),
      '',
      schoolName,
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
    // Each card's QR code, drawn when the mail is sent.
    attachments: (registration.people ?? []).flatMap((person, i) =>
      person.entry_code
        ? [
            {
              filename: `entry-card-${i + 1}.png`,
              contentType: 'image/png',
              qrCode: person.entry_code,
            },
          ]
        : [],
    ),
  }
}
