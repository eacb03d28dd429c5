import escapeHtml from 'escape-html'

import { env } from '@/lib/env'

type Mail = { subject: string; text: string; html: string }

/** A mail in English, then Bangla; nothing a sign-up typed is in it (the address is unconfirmed). */
function bilingualMail(
  subject: string,
  english: string[],
  bangla: string[],
  links: string[],
): Mail {
  const text = [...english, '', ...links, '', '—', '', ...bangla].join('\n')
  const paragraph = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  const html = `${paragraph(english)}<p>${links
    .map((link) => `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)
    .join('<br>')}</p><hr>${paragraph(bangla)}`
  return { subject, text, html }
}

const page = (path: string) => new URL(path, env.SERVER_URL).toString()

/** To a new account's address: the account is ready to sign in. */
export function welcomeEmail(schoolName: string): Mail {
  return bilingualMail(
    `Your ${schoolName} account is ready`,
    [
      'Hello,',
      `An account on the ${schoolName} website was opened with this e-mail address. You can sign in now with the link below.`,
      'If you did not open it, please tell the school office.',
    ],
    [
      'শুভেচ্ছা,',
      `এই ইমেইল ঠিকানা দিয়ে ${schoolName}-এর ওয়েবসাইটে একটি অ্যাকাউন্ট খোলা হয়েছে। এখন সাইন ইন করতে পারেন (ওপরের লিংক)।`,
      'আপনি অ্যাকাউন্ট না খুলে থাকলে স্কুলের অফিসকে জানান।',
    ],
    [page('/login')],
  )
}

/**
 * To an existing account's address when someone signs up with it: the sign-up's answer is the
 * same as for a new address (so it does not tell who has an account); the owner learns of it here.
 */
export function accountExistsEmail(schoolName: string): Mail {
  return bilingualMail(
    `Someone tried to open a ${schoolName} account with your e-mail`,
    [
      'Hello,',
      `Someone, perhaps you, tried to open an account on the ${schoolName} website with this e-mail address. You already have an account, so nothing was changed.`,
      'To sign in, use the first link; if you have forgotten your password, the second sets a new one. If it was not you, you can ignore this e-mail.',
    ],
    [
      'শুভেচ্ছা,',
      `কেউ (হয়তো আপনি) এই ইমেইল ঠিকানা দিয়ে ${schoolName}-এর ওয়েবসাইটে নতুন অ্যাকাউন্ট খোলার চেষ্টা করেছেন। এই ঠিকানায় আপনার অ্যাকাউন্ট আগে থেকেই আছে, তাই কিছুই বদলানো হয়নি।`,
      'সাইন ইন করতে প্রথম লিংক, পাসওয়ার্ড ভুলে গেলে দ্বিতীয় লিংক ব্যবহার করুন। আপনি না হলে এই ইমেইলটি উপেক্ষা করুন।',
    ],
    [page('/login'), page('/forgot-password')],
  )
}
