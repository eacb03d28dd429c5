/**
 * Every staff role against every collection, global and staff action: a role sees and changes
 * only what its duty needs (src/access/duties.ts, docs/security.md, "Staff roles"). The table below is the
 * policy, written out; each access rule of the configuration is run for each role and must agree.
 */
import type { Access, Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { STAFF_ROLES, type Duty, type StaffRole } from '@/access/duties'
import { decideAlumniPayment } from '@/features/alumni/decide-payment'
import { markContactMessageRead } from '@/features/contact/mark-read'
import { importResults } from '@/features/results/import-results'
import { cancelReunionRegistration } from '@/features/reunions/cancel'
import { admitEntryCard } from '@/features/reunions/check-in'
import { approveMatchedPayments, checkStatement } from '@/features/statements/check-statement'
import { getTodayOverview } from '@/features/today/queries'
import { ForbiddenError } from '@/lib/errors'
import type { Admin } from '@/payload-types'
import { buildAdmin } from '@seed/factories'

import { testPayload } from '../helpers/payload'

/** Who may: holders of a duty (or of any of several), everyone, or no staff role at all. */
type Rule = Duty | Duty[] | 'anyone' | 'nobody' | 'admin' | 'panel'

type Operation = 'read' | 'create' | 'update' | 'delete'
type Policy = Partial<Record<Operation, Rule>>

const content: Policy = { read: 'anyone', create: 'content', update: 'content', delete: 'content' }
const inbox: Policy = { read: 'inbox', create: 'anyone', update: 'inbox', delete: 'admin' }

const COLLECTIONS: Record<string, Policy> = {
  admins: { read: 'panel', create: 'admin', update: 'panel', delete: 'admin' },
  users: { read: 'anyone', update: 'members', delete: 'members' },
  news: { ...content, read: 'anyone' },
  notices: content,
  events: content,
  'notice-categories': content,
  'alumni-resources': content,
  alumni: content,
  'campus-gallery': content,
  classes: content,
  'calendar-entries': content,
  'community-members': content,
  'contact-entries': content,
  'student-videos': content,
  media: { read: 'anyone', create: 'content', update: 'content', delete: 'content' },
  documents: { read: 'content', create: 'content', update: 'content', delete: 'content' },
  alerts: { read: 'anyone', create: 'messages', update: 'messages', delete: 'messages' },
  broadcasts: { read: 'messages', create: 'messages', update: 'messages', delete: 'messages' },
  'broadcast-recipients': { read: 'messages', create: 'nobody', update: 'nobody' },
  'sms-opt-outs': { read: 'messages', create: 'messages', update: 'messages', delete: 'messages' },
  'sms-days': { read: 'messages', create: 'nobody', update: 'nobody', delete: 'nobody' },
  'guardian-phone-codes': { read: 'nobody', create: 'nobody', update: 'nobody', delete: 'nobody' },
  exams: { read: 'results', create: 'results', update: 'results', delete: 'results' },
  results: { read: 'results', create: 'nobody', update: 'nobody', delete: 'results' },
  'alumni-registrations': {
    read: ['money', 'inbox'],
    create: 'money',
    update: 'money',
    delete: 'admin',
  },
  'reunion-registrations': {
    read: ['inbox', 'money'],
    create: 'nobody',
    update: ['inbox', 'money'],
    delete: 'admin',
  },
  'statement-lines': { read: 'money', create: 'nobody', update: 'nobody', delete: 'nobody' },
  'statement-formats': { read: 'money', create: 'money', update: 'money', delete: 'admin' },
  'reunion-admissions': { read: 'inbox', create: 'nobody', update: 'nobody', delete: 'admin' },
  'event-registrations': { read: 'inbox', create: 'inbox', update: 'inbox', delete: 'admin' },
  'contact-messages': inbox,
  'admission-inquiries': inbox,
  'audit-log': { read: 'staff', create: 'nobody', update: 'nobody', delete: 'nobody' },
}

const GLOBALS: Record<string, Policy> = {
  site: { read: 'anyone', update: 'content' },
  home: { read: 'anyone', update: 'content' },
  about: { read: 'anyone', update: 'content' },
  'alumni-page': { read: 'anyone', update: 'content' },
  terms: { read: 'anyone', update: 'content' },
  institution: { read: 'anyone', update: 'content' },
  'payment-accounts': { read: 'anyone', update: 'money' },
}

/** Which duties each role holds; the Administrator holds all. */
const HOLDS: Record<StaffRole, Duty[]> = {
  admin: ['content', 'money', 'results', 'messages', 'inbox', 'members', 'gate', 'staff'],
  editor: ['content'],
  treasurer: ['money'],
  results: ['results'],
  communications: ['messages'],
  office: ['inbox', 'members'],
  volunteer: ['gate'],
}

function expected(role: StaffRole, rule: Rule): 'all' | 'none' | 'own' {
  if (rule === 'anyone') return 'all'
  if (rule === 'nobody') return 'none'
  if (rule === 'admin') return role === 'admin' ? 'all' : 'none'
  if (rule === 'panel') return role === 'admin' ? 'all' : role === 'volunteer' ? 'none' : 'own'
  const duties = Array.isArray(rule) ? rule : [rule]
  return duties.some((duty) => HOLDS[role].includes(duty)) ? 'all' : 'none'
}

let payload: Payload
const staff = {} as Record<StaffRole, Admin & { collection: 'admins' }>

beforeAll(async () => {
  payload = await testPayload()
  for (const role of STAFF_ROLES) {
    const account = await payload.create({
      collection: 'admins',
      data: buildAdmin({ roles: [role] }),
      context: { disableRevalidate: true },
    })
    staff[role] = { ...account, collection: 'admins' }
  }
})

/** What an access rule grants the account: everything, nothing, or some documents (a query). */
async function granted(access: Access | undefined, user: Admin & { collection: 'admins' }) {
  if (!access) return 'all' // Payload's default: any signed-in user
  const req = { user, payload } as unknown as PayloadRequest
  const answer = await access({ req })
  return answer === true ? 'all' : answer === false ? 'none' : 'own'
}

/** A published-only answer reads as everyone's: the public sees the same. */
const asPublic = (answer: string, rule: Rule | undefined) =>
  rule === 'anyone' && answer === 'own' ? 'all' : answer

describe('staff roles by duty', () => {
  it('every collection of the site is in the policy', () => {
    const slugs = Object.keys(payload.collections).filter((slug) => !slug.startsWith('payload-'))
    expect(slugs.filter((slug) => !(slug in COLLECTIONS))).toEqual([])
    const globals = payload.globals.config.map((global) => global.slug)
    expect(globals.filter((slug) => !(slug in GLOBALS))).toEqual([])
  })

  it('each role reaches exactly the collections of its duties', async () => {
    const wrong: string[] = []
    for (const role of STAFF_ROLES) {
      for (const [slug, policy] of Object.entries(COLLECTIONS)) {
        const config = payload.collections[slug as keyof typeof payload.collections].config
        for (const [operation, rule] of Object.entries(policy) as [Operation, Rule][]) {
          const answer = asPublic(await granted(config.access[operation], staff[role]), rule)
          const want = expected(role, rule)
          if (answer !== want) wrong.push(`${role} ${operation} ${slug}: ${answer}, not ${want}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('each role changes exactly the settings of its duties', async () => {
    const wrong: string[] = []
    for (const role of STAFF_ROLES) {
      for (const [slug, policy] of Object.entries(GLOBALS)) {
        const config = payload.globals.config.find((global) => global.slug === slug)!
        for (const [operation, rule] of Object.entries(policy) as ['read' | 'update', Rule][]) {
          const answer = await granted(config.access[operation], staff[role])
          const want = expected(role, rule)
          if (answer !== want) wrong.push(`${role} ${operation} ${slug}: ${answer}, not ${want}`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('only the members duty reads a child’s phones, address, birth date and guardians', async () => {
    const users = payload.collections.users.config
    const privateFields = ['phone', 'current_village', 'birthdate', 'father_phone', 'mother_name']
    const wrong: string[] = []
    for (const role of STAFF_ROLES) {
      for (const name of privateFields) {
        const field = users.flattenedFields.find((f) => 'name' in f && f.name === name)
        expect(field, name).toBeDefined()
        const read = field && 'access' in field ? field.access?.read : undefined
        const req = { user: staff[role], payload } as unknown as PayloadRequest
        // A minor's record with every section private.
        const doc = { id: -1, birthdate: '2012-01-01', visibility: {} }
        const answer = read ? await read({ req, doc, siblingData: doc }) : true
        if (answer !== HOLDS[role].includes('members'))
          wrong.push(`${role} reads ${name}: ${answer}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('the Today page shows each role the queues of its duties only', async () => {
    const queues = (role: StaffRole) =>
      getTodayOverview(staff[role], 'en').then((today) =>
        Object.entries(today)
          .filter(([, queue]) => queue !== null)
          .map(([name]) => name)
          .sort(),
      )
    expect(await queues('admin')).toEqual([
      'events',
      'expiringNotices',
      'inquiries',
      'institution',
      'messages',
      'payments',
      'reunionPayments',
      'scheduled',
    ])
    expect(await queues('editor')).toEqual(['expiringNotices', 'institution', 'scheduled'])
    expect(await queues('treasurer')).toEqual(['payments', 'reunionPayments'])
    expect(await queues('office')).toEqual(['events', 'inquiries', 'messages'])
    expect(await queues('results')).toEqual([])
    expect(await queues('communications')).toEqual([])
  })

  it('each staff action refuses the roles without its duty', async () => {
    type Action = (user: Admin & { collection: 'admins' }) => Promise<unknown>
    const ACTIONS: [string, Duty, Action][] = [
      [
        'check a statement',
        'money',
        (user) => checkStatement({ method: 'Bkash', file: null }, user),
      ],
      [
        'approve matched payments',
        'money',
        (user) => approveMatchedPayments({ method: 'Bkash', file: null }, user),
      ],
      ['decide a payment', 'money', (user) => decideAlumniPayment({ id: -1 }, user)],
      [
        'import results',
        'results',
        (user) => importResults({ exam: -1, class: '8', file: null }, user),
      ],
      ['cancel a reunion registration', 'inbox', (user) => cancelReunionRegistration(-1, user)],
      ['open a contact message', 'inbox', (user) => markContactMessageRead(-1, user)],
      ['admit an entry card', 'gate', (user) => admitEntryCard({ code: 'x' }, user)],
    ]
    const wrong: string[] = []
    for (const role of STAFF_ROLES) {
      for (const [name, duty, action] of ACTIONS) {
        const refused = await action(staff[role]).then(
          () => false,
          (error: unknown) => error instanceof ForbiddenError,
        )
        if (refused === HOLDS[role].includes(duty))
          wrong.push(`${role} ${refused ? 'is refused' : 'may'}: ${name}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
