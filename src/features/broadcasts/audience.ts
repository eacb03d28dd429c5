import type { Payload, PayloadRequest, Where } from 'payload'

import {
  type BroadcastAudience,
  type BroadcastChannel,
  type BroadcastRecipientStatus,
  type GuardianContact,
  GUARDIAN_PHONE_FIELD,
  ROLE,
} from '@/lib/constants'
import { normaliseMobileNumber, type PhoneProblem } from '@/lib/sms/phone-number'
import type { Broadcast } from '@/payload-types'

/**
 * Someone a broadcast may reach, with the number and address the school holds for them.
 * `unconfirmed`: a guardian's number nobody confirmed yet, which takes no SMS.
 */
export type Reachable = {
  name: string
  phone: string | null
  email: string | null
  unconfirmed?: boolean
  /** A student whose family has not agreed to the school's messages: counted, never reached. */
  noConsent?: boolean
}

export type PlannedRecipient = {
  channel: BroadcastChannel
  to: string
  name: string
  status: BroadcastRecipientStatus
  reason?: string
}

export type AudienceCount = {
  sms: number
  email: number
  invalidNumbers: number
  optedOut: number
  unconfirmed: number
  /** Families in the audience who have not agreed to the school's messages. */
  noConsent: number
}

type AudienceChoice = Pick<
  Broadcast,
  'audience' | 'class_name' | 'section' | 'alumni_batch' | 'event' | 'channels'
>

const PROBLEM_REASONS: Record<PhoneProblem, string> = {
  empty: 'No mobile number on record — মোবাইল নম্বর নেই',
  'not-a-mobile-number': 'Not a Bangladeshi mobile number — বাংলাদেশি মোবাইল নম্বর নয়',
  'unknown-operator': 'No mobile operator uses this prefix — এই শুরুর অঙ্কের কোনো অপারেটর নেই',
}

const fullName = (person: { first_name?: string | null; last_name?: string | null }) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ')

/** A guardian as staff in either panel language read them: "মা / Mother". */
const GUARDIAN_WORD: Record<GuardianContact, string> = {
  father: 'বাবা / Father',
  mother: 'মা / Mother',
  local_guardian: 'অভিভাবক / Guardian',
}

/**
 * Guardians the families agreed to let the school reach, with the student's account e-mail, and
 * the students whose families did not agree (counted, so staff see who is left out). A number set from the student's account is confirmed by the guardian (a code sent to it) or the
 * office before it takes SMS: anyone can sign up as a student and type any number.
 */
async function guardians(payload: Payload, req: PayloadRequest | undefined, where: Where) {
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [{ role: { equals: ROLE.student } }, where],
    },
    pagination: false,
    depth: 0,
    // Phones are private; the office reaches the families that agreed, on the office's behalf.
    overrideAccess: true,
    req,
    select: {
      first_name: true,
      last_name: true,
      email: true,
      broadcast_consent: true,
      father_phone: true,
      mother_phone: true,
      local_guardian_phone: true,
      guardian_sms_confirmed: true,
      student_class: true,
      section: true,
    },
  })
  return docs.flatMap((student): Reachable[] => {
    const contact = student.broadcast_consent
    if (!contact) return [{ name: fullName(student), phone: null, email: null, noConsent: true }]
    const phone = student[GUARDIAN_PHONE_FIELD[contact]]
    const where = [student.student_class, student.section].filter(Boolean).join(' ')
    const check = normaliseMobileNumber(phone)
    return [
      {
        // "মা / Mother: Rafi Ahmed, 8 A": the student's class and section, no word of either language.
        name: `${GUARDIAN_WORD[contact]}: ${fullName(student)}${student.student_class ? `, ${where}` : ''}`,
        phone: typeof phone === 'string' ? phone : null,
        email: student.email ?? null,
        unconfirmed: check.ok && check.number !== student.guardian_sms_confirmed,
      },
    ]
  })
}

/** Everyone the chosen audience holds, as the school has them on record. */
export async function findAudience(
  payload: Payload,
  choice: AudienceChoice,
  req?: PayloadRequest,
): Promise<Reachable[]> {
  const audience: BroadcastAudience = choice.audience
  switch (audience) {
    case 'guardians':
      return guardians(payload, req, {})
    case 'class':
      // No class chosen yet: nobody (an empty class is no class to the database either).
      if (!choice.class_name) return []
      return guardians(payload, req, { student_class: { equals: choice.class_name } })
    case 'class-section':
      if (!choice.class_name) return []
      return guardians(payload, req, {
        and: [
          { student_class: { equals: choice.class_name } },
          { section: { equals: choice.section?.trim() ?? '' } },
        ],
      })
    case 'teachers': {
      const { docs } = await payload.find({
        collection: 'users',
        where: {
          and: [
            { role: { in: [ROLE.teacher, ROLE.leadership] } },
            { faculty_verified: { equals: true } },
          ],
        },
        pagination: false,
        depth: 0,
        // Staff's own colleagues' phones, read for the office.
        overrideAccess: true,
        req,
        select: { first_name: true, last_name: true, email: true, phone: true },
      })
      return docs.map((t) => ({
        name: fullName(t),
        phone: t.phone ?? null,
        email: t.email ?? null,
      }))
    }
    case 'alumni-batch': {
      // Read for the office, whose broadcast this is; none of it leaves the admin.
      const { docs } = await payload.find({
        collection: 'alumni-registrations',
        where: {
          and: [
            { status: { equals: 'approved' } },
            { passing_year: { equals: choice.alumni_batch ?? -1 } },
          ],
        },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
        select: { name: true, email: true, phone_no: true },
      })
      return docs.map((a) => ({ name: a.name, phone: a.phone_no ?? null, email: a.email }))
    }
    case 'event-registrants': {
      const event = typeof choice.event === 'object' ? choice.event?.id : choice.event
      if (event == null) return []
      // Read for the office, whose broadcast this is; none of it leaves the admin.
      const { docs } = await payload.find({
        collection: 'event-registrations',
        where: { event: { equals: event } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
        select: { first_name: true, last_name: true, email: true, phone: true },
      })
      return docs.map((r) => ({ name: fullName(r), phone: r.phone, email: r.email }))
    }
  }
}

/**
 * One message per channel per distinct number or address. A number that is not a mobile number is
 * listed as failed with the reason and never sent; an opted-out or unconfirmed number is left out.
 */
export function planRecipients(
  people: Reachable[],
  channels: readonly BroadcastChannel[],
  optedOut: ReadonlySet<string>,
): { recipients: PlannedRecipient[]; count: AudienceCount } {
  const recipients: PlannedRecipient[] = []
  const count: AudienceCount = {
    sms: 0,
    email: 0,
    invalidNumbers: 0,
    optedOut: 0,
    unconfirmed: 0,
    noConsent: 0,
  }
  const seen = new Set<string>()
  for (const person of people) {
    if (person.noConsent) {
      count.noConsent += 1
      continue
    }
    if (channels.includes('sms')) {
      const check = normaliseMobileNumber(person.phone)
      if (!check.ok) {
        count.invalidNumbers += 1
        recipients.push({
          channel: 'sms',
          to: person.phone?.trim() || '—',
          name: person.name,
          status: 'failed',
          reason: PROBLEM_REASONS[check.problem],
        })
      } else if (optedOut.has(check.number)) {
        count.optedOut += 1
      } else if (person.unconfirmed) {
        count.unconfirmed += 1
      } else if (!seen.has(`sms:${check.number}`)) {
        seen.add(`sms:${check.number}`)
        count.sms += 1
        recipients.push({ channel: 'sms', to: check.number, name: person.name, status: 'queued' })
      }
    }
    const email = person.email?.trim().toLowerCase()
    if (channels.includes('email') && email && !seen.has(`email:${email}`)) {
      seen.add(`email:${email}`)
      count.email += 1
      recipients.push({ channel: 'email', to: email, name: person.name, status: 'queued' })
    }
  }
  return { recipients, count }
}

/** Every number on the opt-out list, in 8801… form. */
export async function optedOutNumbers(
  payload: Payload,
  req?: PayloadRequest,
): Promise<Set<string>> {
  // Read for the office, whose broadcast this is; none of it leaves the admin.
  const { docs } = await payload.find({
    collection: 'sms-opt-outs',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: { phone: true },
  })
  return new Set(docs.map((doc) => doc.phone))
}
