import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { ForbiddenError } from '@/lib/errors'
import type { Admin } from '@/payload-types'

/**
 * Every staff account holds one or more roles, each a duty of the office. A role sees and changes
 * only what its duty needs; the Administrator holds every duty. The table in docs/security.md, "Staff roles",
 * and tests/int/roles.test.ts follow this file.
 */
export const STAFF_ROLES = [
  'admin',
  'editor',
  'treasurer',
  'results',
  'communications',
  'office',
  'volunteer',
] as const

export type StaffRole = (typeof STAFF_ROLES)[number]

/** Each role's name in both panel languages. */
export const ROLE_LABELS: Record<StaffRole, { en: string; bn: string }> = {
  admin: { en: 'Administrator (everything)', bn: 'প্রশাসক (সবকিছু)' },
  editor: {
    en: 'Editor (pages, news, notices, events, pictures)',
    bn: 'সম্পাদক (পাতা, খবর, নোটিশ, ইভেন্ট, ছবি)',
  },
  treasurer: {
    en: 'Treasurer (dues, statements, reunion payments, payment accounts)',
    bn: 'কোষাধ্যক্ষ (চাঁদা, স্টেটমেন্ট, পুনর্মিলনীর পেমেন্ট, পেমেন্ট অ্যাকাউন্ট)',
  },
  results: { en: 'Results officer (exams and results)', bn: 'ফলাফল কর্মকর্তা (পরীক্ষা ও ফলাফল)' },
  communications: {
    en: 'Communications (SMS and e-mail to guardians, site alerts)',
    bn: 'যোগাযোগ (অভিভাবকদের এসএমএস ও ই-মেইল, সাইট সতর্কবার্তা)',
  },
  office: {
    en: 'Office (messages, admission inquiries, registrations, members)',
    bn: 'অফিস (বার্তা, ভর্তির জিজ্ঞাসা, নিবন্ধন, সদস্য)',
  },
  volunteer: {
    en: 'Volunteer (reunion check-in only)',
    bn: 'স্বেচ্ছাসেবক (শুধু পুনর্মিলনীর প্রবেশ যাচাই)',
  },
}

/**
 * The duties, each with the roles that hold it besides the Administrator.
 * - content: pages, news, notices, events, blogs and articles, pictures, documents, site settings
 * - money: alumni dues and their decisions, statements, reunion payments, payment accounts
 * - results: exams, their results and imports
 * - messages: broadcasts by SMS and e-mail to guardians, SMS opt-outs, site alerts
 * - inbox: contact messages, admission inquiries, event and reunion registrations
 * - members: members' accounts, with children's phones, addresses, birth dates and guardians
 * - gate: checking reunion entry cards in
 * - staff: staff accounts and the audit log
 */
export const DUTIES = {
  content: ['editor'],
  money: ['treasurer'],
  results: ['results'],
  messages: ['communications'],
  inbox: ['office'],
  members: ['office'],
  gate: ['volunteer'],
  staff: [],
} as const satisfies Record<string, readonly StaffRole[]>

export type Duty = keyof typeof DUTIES

type RequestUser = PayloadRequest['user']
export type StaffAccount = Admin & { collection: 'admins' }

/** A signed-in staff account (any role, a volunteer's too). */
export function asStaffAccount(user: RequestUser): StaffAccount | null {
  return user && user.collection === 'admins' ? (user as StaffAccount) : null
}

export function rolesOf(user: RequestUser): readonly StaffRole[] {
  return asStaffAccount(user)?.roles ?? []
}

/** Whether the signed-in account holds `duty`: the Administrator holds every one. */
export function hasDuty(user: RequestUser, duty: Duty): boolean {
  const roles = rolesOf(user)
  return (
    roles.includes('admin') ||
    roles.some((role) => (DUTIES[duty] as readonly string[]).includes(role))
  )
}

export const isAdministrator = (user: RequestUser): boolean => rolesOf(user).includes('admin')

/** Access for staff who hold `duty`. */
export const withDuty =
  (duty: Duty): Access =>
  ({ req }) =>
    hasDuty(req.user, duty)

/** Field access for staff who hold `duty`. */
export const withDutyField =
  (duty: Duty): FieldAccess =>
  ({ req }) =>
    hasDuty(req.user, duty)

/** The staff account a use case of `duty` acts as; anyone else is refused (403), as `requireStaff`. */
export function requireDuty(user: RequestUser, duty: Duty): StaffAccount {
  const staff = asStaffAccount(user)
  if (!staff || !hasDuty(user, duty)) throw new ForbiddenError()
  return staff
}
