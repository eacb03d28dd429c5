/**
 * The publish minute of result day, for `npm run bench -- --results`: families wait on /results
 * (sending the form too early, too) before the publish time, then 200 connections look up random
 * valid and invalid rolls of the demo's Annual Examination 2026 through
 * `POST /api/v1/results/lookup`: 30 s with families arriving at 400 lookups a second (the target:
 * at least 300 a second answered with p99 at most 500 ms and no errors), then 30 s as fast as the
 * server answers (its headroom). Most connections come from addresses of their own, a quarter
 * from one mobile operator's shared address (the server trusts one proxy hop, as behind a reverse
 * proxy). Bounded: 200 connections, 20 s of waiting and twice 30 s (at most 100,000 requests
 * each) of lookups, against localhost only.
 */
import autocannon from 'autocannon'

import { DEMO_ACCOUNTS } from '@seed/demo/accounts'
import {
  DEMO_EXAM_CLASSES,
  DEMO_EXAM_NAMES,
  DEMO_RESULT,
  DEMO_STUDENTS_PER_CLASS,
  demoRegistration,
} from '@seed/demo/results'

export const RESULT_DAY = {
  connections: 200,
  waitSeconds: 20,
  lookupSeconds: 30,
  maxLookups: 100_000,
  /** Share of the connections behind one carrier-grade NAT address. */
  sharedShare: 0.25,
  /** Share of lookups with details that find nothing (a typo, a roll of another school). */
  invalidShare: 0.2,
  /** Wrong registration numbers per valid roll at most: a family's typo or two, not a guesser. */
  typosPerRoll: 2,
  target: { lookupsPerSecond: 300, p99: 500 },
  /** The pace of the measured crowd: above the target's 300 lookups a second. */
  familiesPerSecond: 400,
}

/** The carrier address many families share; the others get addresses of their own. */
export const SHARED_ADDRESS = '103.230.104.7'

export type ResultDayRow = {
  target: string
  rps: number
  p50: number
  p99: number
  /** Answers that are not the expected ones: refusals (429), failures (5xx), timeouts, wrong status. */
  errors: number
  /** 404 answers to details that match nothing: expected, not errors. */
  notFound: number
}

type Staff = { url: string; headers: Record<string, string> }

async function signInStaff(url: string): Promise<Staff> {
  const res = await fetch(`${url}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO_ACCOUNTS.admin.email,
      password: DEMO_ACCOUNTS.admin.password,
    }),
  })
  if (!res.ok) throw new Error(`The demo admin could not sign in (${res.status}).`)
  const { token } = (await res.json()) as { token: string }
  return { url, headers: { Authorization: `JWT ${token}`, 'content-type': 'application/json' } }
}

type DemoExam = { id: number; publish_at: string }

async function findDemoExam({ url, headers }: Staff): Promise<DemoExam> {
  const query = new URLSearchParams({
    'where[name][equals]': DEMO_EXAM_NAMES.annual.en,
    depth: '0',
    limit: '1',
  })
  const res = await fetch(`${url}/api/exams?${query}`, { headers })
  const exam = ((await res.json()) as { docs: DemoExam[] }).docs[0]
  if (!exam) throw new Error(`The demo's ${DEMO_EXAM_NAMES.annual.en} is missing.`)
  return exam
}

async function setPublishTime({ url, headers }: Staff, examId: number, at: string) {
  const res = await fetch(`${url}/api/exams/${examId}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ publish_at: at }),
  })
  if (!res.ok) throw new Error(`The exam's publish time could not be set (${res.status}).`)
}

async function lookUp(url: string, body: object): Promise<number> {
  const res = await fetch(`${url}/api/v1/results/lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
    body: JSON.stringify(body),
  })
  return res.status
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1))

/** Each new connection's address: one in four behind the shared one, the rest their own. */
function addressMaker() {
  let connections = 0
  return () => {
    connections += 1
    if (connections % Math.round(1 / RESULT_DAY.sharedShare) === 0) return SHARED_ADDRESS
    return `100.${64 + (connections >> 16)}.${(connections >> 8) & 255}.${connections & 255}`
  }
}

type Lookup = { body: string; expect: 200 | 404 }

/** A random lookup: most find a student, a fifth find nothing (unknown roll or a typo). */
function lookupMaker(examId: number) {
  const typos = new Map<string, number>()
  return (): Lookup => {
    const className = pick(DEMO_EXAM_CLASSES)
    const roll = between(1, DEMO_STUDENTS_PER_CLASS)
    const registration = demoRegistration(2026, className, roll)
    const details = { exam_id: examId, class: className, roll, registration }
    if (Math.random() >= RESULT_DAY.invalidShare)
      return { body: JSON.stringify(details), expect: 200 }
    const key = `${className}:${roll}`
    const made = typos.get(key) ?? 0
    if (Math.random() < 0.5 && made < RESULT_DAY.typosPerRoll) {
      typos.set(key, made + 1)
      const typo = `${registration.slice(0, -2)}${String(between(0, 99)).padStart(2, '0')}`
      if (typo !== registration)
        return { body: JSON.stringify({ ...details, registration: typo }), expect: 404 }
    }
    const unknownRoll = between(DEMO_STUDENTS_PER_CLASS + 1, 99_999)
    return { body: JSON.stringify({ ...details, roll: unknownRoll }), expect: 404 }
  }
}

function row(
  target: string,
  result: autocannon.Result,
  errors: number,
  notFound = 0,
): ResultDayRow {
  return {
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a timed-out request among its errors.
    errors: errors + result.errors,
    notFound,
  }
}

/** What the errors were: answers other than the expected one by status, then broken connections. */
function errorKinds(result: autocannon.Result, unexpected: Map<number, number>): string {
  const kinds = [...unexpected].map(([status, count]) => `${count} × ${status}`)
  if (result.timeouts) kinds.push(`${result.timeouts} timed out`)
  if (result.errors - result.timeouts > 0)
    kinds.push(`${result.errors - result.timeouts} connection errors`)
  return kinds.length > 0 ? kinds.join(', ') : 'none'
}

/**
 * Families waiting for the publish time: each refreshes /results and, impatient, sends the form
 * too early (answered 404, and counted against nobody, before the publish time). Each comes from
 * its own address or the shared one.
 */
async function waitForPublishTime(url: string, seconds: number, earlyLookup: string) {
  const address = addressMaker()
  const unexpected = new Map<number, number>()
  type Context = { address?: string }
  const from = (request: autocannon.Request, context: Context) => {
    context.address ??= address()
    return { ...request, headers: { ...request.headers, 'x-forwarded-for': context.address } }
  }
  const expect = (wanted: number) => (status: number) => {
    if (status !== wanted) unexpected.set(status, (unexpected.get(status) ?? 0) + 1)
  }
  const result = await autocannon({
    url: `${url}/results`,
    connections: RESULT_DAY.connections,
    duration: seconds,
    requests: [
      { method: 'GET', path: '/results', setupRequest: from, onResponse: expect(200) },
      {
        method: 'POST',
        path: '/api/v1/results/lookup',
        headers: { 'content-type': 'application/json' },
        body: earlyLookup,
        setupRequest: from,
        onResponse: expect(404),
      },
    ],
  })
  const wrong = [...unexpected.values()].reduce((sum, count) => sum + count, 0)
  return {
    row: row('/results and early lookups, before the publish time', result, wrong),
    errorKinds: errorKinds(result, unexpected),
  }
}

/**
 * 200 connections looking results up for 30 s; every answer is checked against the one expected.
 * With `rate`, the crowd sends that many lookups a second between them (families arriving at that
 * pace); without, each connection sends its next lookup the moment it has an answer, the most the
 * server can take. Both draw on one `next`, so no roll gets more typos than a family makes.
 */
async function lookupRush(url: string, next: () => Lookup, rate?: number) {
  const address = addressMaker()
  const unexpected = new Map<number, number>()
  let notFound = 0
  let shared = 0
  let sharedNotFound = 0
  type Context = { address?: string; expect?: number }
  const result = await autocannon({
    url: `${url}/api/v1/results/lookup`,
    connections: RESULT_DAY.connections,
    duration: RESULT_DAY.lookupSeconds,
    maxOverallRequests: RESULT_DAY.maxLookups,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context: Context) => {
          context.address ??= address()
          const lookup = next()
          context.expect = lookup.expect
          return {
            ...request,
            headers: {
              ...request.headers,
              'content-type': 'application/json',
              'x-forwarded-for': context.address,
            },
            body: lookup.body,
          }
        },
        onResponse: (status, _body, context: Context) => {
          const fromShared = context.address === SHARED_ADDRESS
          if (fromShared) shared += 1
          if (status !== context.expect) unexpected.set(status, (unexpected.get(status) ?? 0) + 1)
          else if (status === 404) {
            notFound += 1
            if (fromShared) sharedNotFound += 1
          }
        },
      },
    ],
  })
  const wrong = [...unexpected.values()].reduce((sum, count) => sum + count, 0)
  return {
    row: row(
      rate
        ? `POST /api/v1/results/lookup, ${rate} a second`
        : 'POST /api/v1/results/lookup, as fast as answered',
      result,
      wrong,
      notFound,
    ),
    errorKinds: errorKinds(result, unexpected),
    shared,
    sharedNotFound,
    statuses: result.statusCodeStats,
  }
}

/**
 * Moves the demo exam's publish time `waitSeconds` ahead, measures the waiting and the rush,
 * and puts the publish time back. The caller measures the home page after, on the same server.
 */
export async function resultDay(url: string) {
  const staff = await signInStaff(url)
  const exam = await findDemoExam(staff)
  const demoPair = {
    exam_id: exam.id,
    class: DEMO_RESULT.class,
    roll: DEMO_RESULT.roll,
    registration: DEMO_RESULT.registration,
  }
  const publishAt = Date.now() + RESULT_DAY.waitSeconds * 1000
  await setPublishTime(staff, exam.id, new Date(publishAt).toISOString())
  try {
    if ((await lookUp(url, demoPair)) !== 404)
      throw new Error('The results were public before their publish time.')
    // Staff set the publish time long before the crowd comes: the page their change redrew is
    // drawn once before the crowd, as the first family's visit would have it drawn.
    await fetch(`${url}/results`)
    // The crowd stops a second early: a lookup sent just before the time is answered after it.
    const waiting = await waitForPublishTime(
      url,
      Math.max(1, Math.floor((publishAt - Date.now()) / 1000) - 1),
      JSON.stringify(demoPair),
    )
    while (Date.now() < publishAt) await new Promise((resolve) => setTimeout(resolve, 50))
    const opened = await lookUp(url, demoPair)
    if (opened !== 200)
      throw new Error(`The demo result did not open at its publish time (${opened}).`)
    const next = lookupMaker(exam.id)
    const steady = await lookupRush(url, next, RESULT_DAY.familiesPerSecond)
    const rush = await lookupRush(url, next)
    return { waiting: waiting.row, waitingErrors: waiting.errorKinds, steady, rush }
  } finally {
    await setPublishTime(staff, exam.id, exam.publish_at)
  }
}
