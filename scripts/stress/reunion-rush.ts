import type { Payload } from 'payload'

import {
  bkashTransactionId,
  buildAlumniRegistration,
  buildAlumniResource,
  buildReunion,
  buildStudent,
  DEMO_PASSWORD,
} from '@seed/factories'
import { API_LIMIT_SETTINGS } from '@/lib/limit-settings'
import type { Event } from '@/payload-types'

import { query } from './database'
import type { SiteServer } from './server'
import {
  describeAnswers,
  isAcknowledged,
  percentile,
  post,
  sleep,
  type Answer,
  type StressContext,
  type Visitor,
} from './traffic'

const MEMBERS = 300
const RUSH_MS = 60_000
const BATCHES = [2000, 2001, 2002, 2003, 2004]
/** Seats per batch: about 150 people of each batch come, so every batch overflows. */
const BATCH_SEATS = 110
/** Seat limits per ticket (null: none), each below what the crowd asks for. */
const TICKETS = [
  { name: 'Member', price: 1500, limit: 260 },
  { name: 'Spouse', price: 1000, limit: 180 },
  { name: 'Child 5–12', price: 500, limit: 100 },
  { name: 'Child under 5', price: 0, limit: null },
]
/** A mobile operator's shared addresses: many members behind each one. */
const CARRIER_ADDRESSES = ['100.64.12.7', '100.64.12.8', '100.72.3.41', '100.80.9.2']
const P99_LIMIT_MS = 1000

type Member = { id: number; email: string; year: number; visitor: Visitor; token: string }

/**
 * The reunion's last day: 300 alumni members register their families (1 to 4 people, mixed
 * tickets) through `POST /api/v1/reunions/{id}/register`, one every 200 ms for a minute, from a
 * few carrier addresses, against batch quotas and ticket limits the crowd exceeds. Every request
 * is answered, each member who was told yes has exactly one registration, no batch or ticket is
 * over its seats, no card is given before its payment is confirmed, the rest wait; p99 stays under a second.
 * Returns the failed assertions.
 */
export async function reunionRush({ payload, server, runId }: StressContext): Promise<string[]> {
  const failures: string[] = []
  const reunion = await payload.create({
    collection: 'events',
    data: buildReunion({
      name: `Silver Jubilee ${runId}`,
      reunion: {
        takes_registrations: true,
        ticket_types: TICKETS,
        batch_quotas: BATCHES.map((passing_year) => ({ passing_year, seats: BATCH_SEATS })),
      },
    }),
    context: { disableRevalidate: true },
  })
  const ticketIds = (reunion.reunion?.ticket_types ?? []).map((ticket) => ticket.id ?? '')

  const setupStarted = Date.now()
  const members = await signIn(server, await makeMembers(payload, runId), failures)
  console.log(
    `Reunion rush: ${members.length} approved alumni made and signed in through /api/v1/login ` +
      `from ${CARRIER_ADDRESSES.length} carrier addresses in ${Math.round((Date.now() - setupStarted) / 1000)} s`,
  )
  if (members.length < MEMBERS) return failures

  // Each member arrives on their own beat: a steady stream over the minute, not one burst.
  const gap = RUSH_MS / MEMBERS
  const started = performance.now()
  const answers = await Promise.all(
    members.map(async (member, i) => {
      await sleep(Math.max(0, started + i * gap - performance.now()))
      return post(
        server.url,
        `/api/v1/reunions/${reunion.id}/register`,
        member.visitor,
        familyBody(member, i, ticketIds),
        30_000,
        { authorization: `JWT ${member.token}` },
      )
    }),
  )
  const wallMs = Math.round(performance.now() - started)

  const accepted = answers.flatMap((answer, i) =>
    isAcknowledged(answer) ? [{ answer, member: members[i]! }] : [],
  )
  const refused = answers.filter((a) => a.kind === 'answer' && a.status >= 400 && a.status < 500)
  const broken = answers.filter((a) => a.kind !== 'answer' || a.status >= 500)
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b)
  const p99 = percentile(latencies, 99)

  const rows = await query(
    payload,
    `SELECT r.id, r.user_id, r.passing_year, r.status, p.ticket_type, p.entry_code
     FROM reunion_registrations r LEFT JOIN reunion_registrations_people p ON p._parent_id = r.id
     WHERE r.reunion_id = ?`,
    [reunion.id],
  )
  const registrations = new Map<number, { user: number; status: string }>()
  for (const row of rows)
    registrations.set(Number(row.id), { user: Number(row.user_id), status: String(row.status) })
  const confirmed = rows.filter((row) => row.status === 'confirmed')
  const waiting = [...registrations.values()].filter((r) => r.status === 'waiting').length
  console.log(
    `Reunion rush: ${answers.length} requests in ${Math.round(wallMs / 1000)} s, ` +
      `${accepted.length} registered (${registrations.size - waiting} confirmed with ` +
      `${confirmed.length} people, ${waiting} on the waiting list), ${refused.length} refused, ` +
      `${broken.length} errors or timeouts; latency p50 ${percentile(latencies, 50)} ms, ` +
      `p95 ${percentile(latencies, 95)} ms, p99 ${p99} ms, max ${latencies.at(-1)} ms`,
  )
  // The slowest answer in each tenth of the minute: a queue that grows shows as a rising line.
  const slices = Array.from({ length: 10 }, (_, slice) => {
    const inSlice = answers.filter((_, i) => Math.floor((i * 10) / answers.length) === slice)
    return Math.max(0, ...inSlice.map((a) => a.ms))
  })
  console.log(`Reunion rush: slowest answer per 6 s of arrivals (ms): ${slices.join(', ')}`)

  if (broken.length > 0)
    failures.push(`${broken.length} rush requests failed: ${describeAnswers(broken)}`)
  if (refused.length > 0)
    failures.push(
      `${refused.length} members refused (per-address limit ${API_LIMIT_SETTINGS.reunionRegisterByAddress.limit} ` +
        `in 10 minutes?): ${describeAnswers(refused)}`,
    )
  const lost = accepted.filter(
    ({ answer, member }) =>
      answer.kind !== 'answer' || registrations.get(answer.id ?? -1)?.user !== member.id,
  )
  if (lost.length > 0) failures.push(`${lost.length} registered members have no registration`)
  // A registration stored for a member told no is extra; one whose answer timed out is reported.
  const answerOf = new Map(members.map((member, i) => [member.id, answers[i]!]))
  const stored = [...registrations.values()]
  const extra = stored.filter((r) => {
    const answer = answerOf.get(r.user)
    return !answer || (answer.kind === 'answer' && !isAcknowledged(answer))
  })
  if (extra.length > 0) failures.push(`${extra.length} registrations stored for members told no`)
  const unanswered = stored.filter((r) => answerOf.get(r.user)?.kind !== 'answer').length
  if (unanswered > 0)
    console.log(`Reunion rush: ${unanswered} registrations stored although their answer timed out`)
  const users = new Set([...registrations.values()].map((r) => r.user))
  if (users.size !== registrations.size) failures.push('a member holds two registrations')
  failures.push(...seatProblems(reunion, confirmed))
  // Every family pays for its tickets: no card before the treasurer confirms the payment.
  if (rows.some((row) => row.entry_code))
    failures.push('an entry code was given before the payment was confirmed')
  if (waiting === 0)
    failures.push('nobody went to the waiting list: the crowd did not fill the reunion')
  if (p99 >= P99_LIMIT_MS) failures.push(`reunion rush p99 ${p99} ms, not under ${P99_LIMIT_MS} ms`)
  return failures
}

/** Confirmed people per batch and per ticket against the reunion's seats. */
function seatProblems(reunion: Event, confirmed: Record<string, unknown>[]): string[] {
  const problems: string[] = []
  const count = (key: string) => {
    const counts = new Map<string, number>()
    for (const row of confirmed)
      counts.set(String(row[key]), (counts.get(String(row[key])) ?? 0) + 1)
    return counts
  }
  const byBatch = count('passing_year')
  for (const quota of reunion.reunion?.batch_quotas ?? []) {
    const taken = byBatch.get(String(quota.passing_year)) ?? 0
    if (taken > quota.seats)
      problems.push(`batch ${quota.passing_year}: ${taken} confirmed for ${quota.seats} seats`)
  }
  const byTicket = count('ticket_type')
  for (const ticket of reunion.reunion?.ticket_types ?? []) {
    const taken = byTicket.get(ticket.id ?? '') ?? 0
    if (ticket.limit != null && taken > ticket.limit)
      problems.push(`${ticket.name}: ${taken} tickets sold of ${ticket.limit}`)
  }
  return problems
}

/** Approved alumni of a few batches, made through the Local API in the run's database. */
async function makeMembers(payload: Payload, runId: string) {
  const context = { disableRevalidate: true }
  const network = await payload.create({
    collection: 'alumni-resources',
    data: buildAlumniResource({ title: `Alumni association ${runId}` }),
    context,
  })
  const made: Omit<Member, 'token'>[] = []
  for (let i = 0; i < MEMBERS; i++) {
    const year = BATCHES[i % BATCHES.length]!
    const email = `rush-${i + 1}-${runId}@example.com`
    const user = await payload.create({
      collection: 'users',
      data: buildStudent({
        first_name: 'Alumnus',
        last_name: `Rush ${i + 1}`,
        email,
        student_class: null,
        group: null,
      }),
      context,
    })
    await payload.create({
      collection: 'alumni-registrations',
      data: buildAlumniRegistration(user.id, network.id, {
        name: `Alumnus Rush ${i + 1}`,
        email,
        passing_year: year,
        batch: String(year),
        status: 'approved',
      }),
      context,
    })
    const address = CARRIER_ADDRESSES[i % CARRIER_ADDRESSES.length]!
    made.push({ id: user.id, email, year, visitor: { address, email, n: i + 1 } })
  }
  return made
}

/**
 * Each member signs in as the app does, `POST /api/v1/login` from their carrier's address, six
 * at a time, and keeps the token it answers. Sign-in counts wrong passwords only, so many right
 * ones from one address pass.
 */
async function signIn(
  server: SiteServer,
  made: Omit<Member, 'token'>[],
  failures: string[],
): Promise<Member[]> {
  const members: Member[] = []
  const refused: Answer[] = []
  for (let i = 0; i < made.length; i += 6)
    await Promise.all(
      made.slice(i, i + 6).map(async (member) => {
        const started = performance.now()
        const res = await fetch(`${server.url}/api/v1/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': member.visitor.address,
          },
          body: JSON.stringify({ email: member.email, password: DEMO_PASSWORD }),
          signal: AbortSignal.timeout(30_000),
        }).catch(() => null)
        const json = (await res?.json().catch(() => null)) as { token?: string; message?: string }
        const ms = Math.round(performance.now() - started)
        if (res?.ok && json?.token) members.push({ ...member, token: json.token })
        else
          refused.push({
            kind: 'answer',
            status: res?.status ?? 0,
            message: json?.message ?? '',
            ms,
          })
      }),
    )
  if (refused.length > 0)
    failures.push(`${refused.length} rush members could not sign in: ${describeAnswers(refused)}`)
  return members
}

/** Member `i`'s family: themself, then a spouse, a child of 5–12 and one under 5, as many as come. */
/** A family's own word, in letters only (names are checked as names): 0 → 'Aa', 1 → 'Ab', … */
function familyWord(i: number): string {
  const letter = (n: number) => String.fromCharCode(97 + (n % 26))
  return `${letter(Math.floor(i / 676)).toUpperCase()}${letter(Math.floor(i / 26))}${letter(i)}`
}

function familyBody(member: Member, i: number, ticketIds: string[]) {
  const size = 1 + (i % 4)
  const family = familyWord(i)
  const people = [
    {
      name: `Alumnus Rush ${family}`,
      relation: 'self',
      age_band: 'adult',
      tshirt_size: 'L',
      ticket: 0,
    },
    {
      name: `Spouse ${family}`,
      relation: 'spouse',
      age_band: 'adult',
      tshirt_size: 'M',
      ticket: 1,
    },
    {
      name: `Anika ${family}`,
      relation: 'child',
      age_band: 'child 5-12',
      tshirt_size: 'S',
      ticket: 2,
    },
    {
      name: `Rafi ${family}`,
      relation: 'child',
      age_band: 'under 5',
      tshirt_size: 'none',
      ticket: 3,
    },
  ]
    .slice(0, size)
    .map(({ ticket, ...person }) => ({ ...person, ticket_type: ticketIds[ticket] }))
  return {
    passing_year: member.year,
    people,
    payment_method: 'Bkash',
    transaction_id: bkashTransactionId(),
  }
}
