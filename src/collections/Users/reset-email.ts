import escapeHtml from 'escape-html'

import { DEFAULT_LOCALE, localePath, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

/** The page a reset link opens (in `locale`); the token is Payload's single-use reset token. */
export function resetPasswordUrl(
  token: string,
  serverUrl = env.SERVER_URL,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const url = new URL(localePath('/reset-password', locale), serverUrl)
  url.searchParams.set('token', token)
  return url.toString()
}

const WORDS = {
  en: {
    subject: (school: string) => `Reset your ${school} password`,
    greeting: 'Hello,',
    asked: (school: string) => `Someone asked to reset the password of your ${school} account.`,
    open: 'Open this link within 1 hour to choose a new password (it works once):',
    ignore: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
  },
  bn: {
    subject: (school: string) => `${school}-এর পাসওয়ার্ড নতুন করে দিন`,
    greeting: 'প্রিয় সদস্য,',
    asked: (school: string) => `কেউ আপনার ${school} অ্যাকাউন্টের পাসওয়ার্ড নতুন করে দিতে চেয়েছেন।`,
    open: 'নতুন পাসওয়ার্ড বেছে নিতে ১ ঘণ্টার মধ্যে এই লিংকটি খুলুন (এটি একবারই কাজ করে):',
    ignore: 'আপনি এটি না চাইলে ই-মেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
  },
} satisfies Record<Locale, unknown>

/**
 * The reset e-mail for a member, in `locale` (the member's language, else the page's), with the
 * reset page in that language. Also fit for the Users collection's
 * `auth.forgotPassword.generateEmailHTML`/`generateEmailSubject`, so REST requests send the same.
 */
export function resetPasswordEmail({
  token,
  schoolName,
  locale = DEFAULT_LOCALE,
}: {
  token: string
  schoolName: string
  locale?: Locale
}) {
  const link = resetPasswordUrl(token, env.SERVER_URL, locale)
  const words = WORDS[locale]
  // Nothing a sign-up typed opens a mail to an address no one has confirmed.
  const text = [
    words.greeting,
    '',
    words.asked(schoolName),
    words.open,
    link,
    '',
    words.ignore,
  ].join('\n')
  const html = `<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(words.asked(schoolName))}</p>
<p>${escapeHtml(words.open)}<br>
<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(words.ignore)}</p>`
  return { subject: words.subject(schoolName), text, html }
}
