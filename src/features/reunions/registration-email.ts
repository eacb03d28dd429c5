import type { MemberLanguage } from '@/collections/Users/language'
import { printedCode } from '@/collections/ReunionRegistrations/entry-code'
import { localiseDigits } from '@/lib/digits'
import { formatTaka } from '@/lib/format'
import type { ReunionRegistration } from '@/payload-types'

/** The e-mail's words in each language a member may read. */
const WORDS = {
  en: {
    confirmedSubject: (reunion: string) => `Reunion registration confirmed: ${reunion}`,
    waitingSubject: (reunion: string) => `Reunion waiting list: ${reunion}`,
    dear: 'Dear member,',
    waiting: (reunion: string) =>
      `Your registration for "${reunion}" is on the waiting list. We will write to you if seats become free.`,
    cards: (reunion: string) =>
      `Your registration for "${reunion}" is confirmed. Show one entry card per person at the gate:`,
    held: (reunion: string) =>
      `Your seats for "${reunion}" are held. Your entry cards come by e-mail once the office has confirmed your payment.`,
    code: 'entry code',
    total: 'Total',
    cardsLink: 'Your entry cards',
  },
  bn: {
    confirmedSubject: (reunion: string) => `পুনর্মিলনীর নিবন্ধন নিশ্চিত: ${reunion}`,
    waitingSubject: (reunion: string) => `পুনর্মিলনীর অপেক্ষমাণ তালিকা: ${reunion}`,
    dear: 'প্রিয় সদস্য,',
    waiting: (reunion: string) =>
      `“${reunion}”-এর জন্য আপনার নিবন্ধন অপেক্ষমাণ তালিকায় আছে। আসন খালি হলে আমরা আপনাকে জানাব।`,
    cards: (reunion: string) =>
      `“${reunion}”-এর জন্য আপনার নিবন্ধন নিশ্চিত হয়েছে। গেটে প্রত্যেকের জন্য একটি করে প্রবেশ কার্ড দেখান:`,
    held: (reunion: string) =>
      `“${reunion}”-এর জন্য আপনার আসন রাখা হয়েছে। অফিস আপনার পেমেন্ট নিশ্চিত করলে প্রবেশ কার্ড ই-মেইলে আসবে।`,
    code: 'প্রবেশ কোড',
    total: 'মোট',
    cardsLink: 'আপনার প্রবেশ কার্ড',
  },
} satisfies Record<MemberLanguage, unknown>

/**
 * The e-mail after a member registers for a reunion, in their language: confirmed with each
 * person's code (entry cards attached by the caller), seats held until the payment is confirmed,
 * or on the waiting list. `cardsUrl` is the entry cards page in that language.
 */
export function reunionRegistrationEmail(
  registration: Pick<ReunionRegistration, 'status' | 'people'>,
  { reunion, total, cardsUrl }: { reunion: string; total: number; cardsUrl: string },
  language: MemberLanguage = 'en',
): { subject: string; text: string } {
  const words = WORDS[language]
  const people = registration.people ?? []
  const confirmed = registration.status === 'confirmed'
  const cards = people.some((person) => person.entry_code)
  const number = (n: number) => localiseDigits(String(n), language)
  return {
    subject: confirmed ? words.confirmedSubject(reunion) : words.waitingSubject(reunion),
    text: [
      words.dear,
      '',
      !confirmed ? words.waiting(reunion) : cards ? words.cards(reunion) : words.held(reunion),
      '',
      ...people.map(
        (person, i) =>
          `${number(i + 1)}. ${person.name} (${person.ticket_name}, ${formatTaka(person.price, language)})${
            person.entry_code ? ` — ${words.code} ${printedCode(person.entry_code)}` : ''
          }`,
      ),
      '',
      `${words.total}: ${formatTaka(total, language)}`,
      cards ? `${words.cardsLink}: ${cardsUrl}` : '',
    ].join('\n'),
  }
}
