import escapeHtml from 'escape-html'

import { env } from '@/lib/env'

/** The page a reset link opens; the token is Payload's single-use reset token. */
export function resetPasswordUrl(token: string, serverUrl = env.SERVER_URL): string {
  const url = new URL('/reset-password', serverUrl)
  url.searchParams.set('token', token)
  return url.toString()
}

/**
 * The reset e-mail for a member. Also fit for the Users collection's
 * `auth.forgotPassword.generateEmailHTML`/`generateEmailSubject`, so REST requests send the same.
 */
export function resetPasswordEmail({ token, schoolName }: { token: string; schoolName: string }) {
  const link = resetPasswordUrl(token)
  // Nothing a sign-up typed opens a mail to an address no one has confirmed.
  const greeting = 'Hello,'
  const text = [
    greeting,
    '',
    `Someone asked to reset the password of your ${schoolName} account.`,
    'Open this link within 1 hour to choose a new password (it works once):',
    link,
    '',
    'If you did not ask for this, ignore this e-mail; your password stays the same.',
  ].join('\n')
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your ${escapeHtml(schoolName)} account.</p>
<p>Open this link within 1 hour to choose a new password (it works once):<br>
<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>If you did not ask for this, ignore this e-mail; your password stays the same.</p>`
  return { subject: `Reset your ${schoolName} password`, text, html }
}
