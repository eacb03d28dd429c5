import type { GlobalAfterChangeHook, GlobalBeforeChangeHook } from 'payload'

import { asStaffAccount } from '@/access/duties'
import { env } from '@/lib/env'
import { PAYMENT_METHOD_NAMES } from '@/lib/payment-methods'
import type { PAYMENT_METHODS } from '@/lib/constants'

type Accounts = { method: (typeof PAYMENT_METHODS)[number]; account: string }[]

/** Each save names the account that made it, so the history says who changed what. */
export const recordAccountChange: GlobalBeforeChangeHook = ({ data, req }) => ({
  ...data,
  changed_by: asStaffAccount(req.user)?.id ?? null,
})

const listed = (accounts: Accounts | null | undefined, language: 'en' | 'bn') =>
  (accounts ?? [])
    .map((row) => `• ${PAYMENT_METHOD_NAMES[row.method][language]}: ${row.account}`)
    .join('\n') || (language === 'bn' ? '(কোনোটি নেই)' : '(none)')

/**
 * Every Administrator is e-mailed what changed and who changed it, in both languages, and the
 * change goes into the audit log: a payment number changed by a stolen account is seen at once.
 */
export const tellAdministrators: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const before = listed(previousDoc?.accounts as Accounts, 'en')
  const after = listed(doc.accounts as Accounts, 'en')
  if (before === after) return doc
  const staff = asStaffAccount(req.user)
  const who = staff ? `${staff.name} <${staff.email}>` : 'a script on the server'
  const whoBn = staff ? `${staff.name} <${staff.email}>` : 'সার্ভারের একটি স্ক্রিপ্ট'
  if (staff)
    await req.payload.create({
      collection: 'audit-log',
      data: {
        actor: staff.id,
        actor_email: staff.email,
        action: 'update',
        target_collection: 'payment-accounts',
        target_id: 'payment-accounts',
        summary: 'payment accounts changed',
        changes: { accounts: { from: previousDoc?.accounts ?? [], to: doc.accounts ?? [] } },
      },
      // Written with the change, in its transaction: both are stored or neither.
      req,
      overrideAccess: true,
    })
  // Every Administrator, whoever may read staff accounts.
  const { docs: administrators } = await req.payload.find({
    collection: 'admins',
    where: { roles: { in: ['admin'] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const link = `${env.SERVER_URL}/admin/globals/payment-accounts`
  for (const administrator of administrators)
    await req.payload.sendEmail({
      to: administrator.email,
      subject: 'পেমেন্ট অ্যাকাউন্ট বদলানো হয়েছে / Payment accounts changed',
      text: [
        `পেমেন্ট অ্যাকাউন্ট বদলেছেন: ${whoBn}`,
        '',
        'আগে:',
        listed(previousDoc?.accounts as Accounts, 'bn'),
        '',
        'এখন:',
        listed(doc.accounts as Accounts, 'bn'),
        '',
        `আপনি এই পরিবর্তন না চিনলে এখনই দেখুন: ${link}`,
        '',
        '---',
        '',
        `The payment accounts were changed by ${who}.`,
        '',
        'Before:',
        before,
        '',
        'Now:',
        after,
        '',
        `If you do not recognise this change, look at once: ${link}`,
      ].join('\n'),
    })
  return doc
}
