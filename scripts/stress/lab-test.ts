import { DEMO_PASSWORD } from '@seed/factories'
import { SIGN_IN_POLICIES } from '@/lib/limit-settings'

import type { SiteServer } from './server'
import { describeAnswers, percentile, type Answer, type StressContext } from './traffic'

const CLASS_SIZE = 40
/** The whole class signs up, then signs in, within this time (a lesson in the computer lab). */
const LESSON_MS = 10 * 60_000
/** Guesses a sprayer tries on each account: more in all than the address may get wrong. */
const SPRAYED_PASSWORDS = ['password', '12345678', 'bangladesh', 'iloveyou']

type LabContext = StressContext & {
  /** The same site started as `npm start` starts it: no proxy configured. */
  restartWithoutProxy: () => Promise<SiteServer>
}

/**
 * A school's computer lab behind one address, on a server started with no proxy configured (so
 * the connection's address is what counts): 40 students sign up and sign in within ten minutes,
 * and every one gets in. Then a password sprayer at that address is stopped after the address's
 * allowance of wrong passwords, and one that rotates X-Forwarded-For is stopped just the same.
 * Returns the failed assertions.
 */
export async function labTest({ runId, restartWithoutProxy }: LabContext): Promise<string[]> {
  const failures: string[] = []
  let server = await restartWithoutProxy()
  const students = Array.from({ length: CLASS_SIZE }, (_, i) => ({
    first_name: 'Lab',
    last_name: `Student ${i + 1}`,
    email: `lab-${i + 1}-${runId}@example.com`,
    password: `${DEMO_PASSWORD}-${i + 1}`,
    phone: '01711000000',
    role: 8,
    student_id: `LAB-${i + 1}`,
    class: '9',
    group: 'Science',
  }))

  const started = Date.now()
  // The class works in fives: one row of the lab at a time presses the button together.
  const signUps = await inRows(students, (s) => send(server, '/api/v1/register', s))
  const signIns = await inRows(students, (s) =>
    send(server, '/api/v1/login', { email: s.email, password: s.password }),
  )
  const lessonMs = Date.now() - started
  const refusedSignUps = signUps.filter((a) => a.kind !== 'answer' || a.status !== 201)
  const refusedSignIns = signIns.filter((a) => a.kind !== 'answer' || a.status !== 200)
  const latencies = [...signUps, ...signIns].map((a) => a.ms).sort((a, b) => a - b)
  console.log(
    `Lab test: ${CLASS_SIZE} students from one address: ${CLASS_SIZE - refusedSignUps.length} signed up, ` +
      `${CLASS_SIZE - refusedSignIns.length} signed in in ${Math.round(lessonMs / 1000)} s ` +
      `(p50 ${percentile(latencies, 50)} ms, max ${latencies.at(-1)} ms)`,
  )
  if (refusedSignUps.length > 0)
    failures.push(
      `${refusedSignUps.length} lab sign-ups refused: ${describeAnswers(refusedSignUps)}`,
    )
  if (refusedSignIns.length > 0)
    failures.push(
      `${refusedSignIns.length} lab sign-ins refused: ${describeAnswers(refusedSignIns)}`,
    )
  if (lessonMs > LESSON_MS) failures.push(`the class took ${lessonMs} ms, over ten minutes`)

  const allowance = SIGN_IN_POLICIES.members.addressFailures.limit
  const plain = await spray(server, students, () => ({}))
  report('from the lab address', plain, allowance, failures)

  // A fresh start forgets the counts (they live in the process on SQLite).
  server = await restartWithoutProxy()
  let n = 0
  const rotating = await spray(server, students, () => {
    n += 1
    return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
  })
  report('rotating X-Forwarded-For', rotating, allowance, failures)
  return failures
}

async function inRows<T>(people: T[], act: (person: T) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = []
  for (let i = 0; i < people.length; i += 5)
    answers.push(...(await Promise.all(people.slice(i, i + 5).map(act))))
  return answers
}

/** Every sprayed password on every account, one after another, as a script would. */
async function spray(
  server: SiteServer,
  students: { email: string }[],
  headers: () => Record<string, string>,
): Promise<Answer[]> {
  const answers: Answer[] = []
  for (const password of SPRAYED_PASSWORDS)
    for (const { email } of students)
      answers.push(await send(server, '/api/v1/login', { email, password }, headers()))
  return answers
}

function report(label: string, answers: Answer[], allowance: number, failures: string[]) {
  const status = (code: number) =>
    answers.filter((a) => a.kind === 'answer' && a.status === code).length
  const [wrong, stopped, signedIn] = [status(401), status(429), status(200)]
  const firstStop = answers.findIndex((a) => a.kind === 'answer' && a.status === 429)
  console.log(
    `Lab test, password spraying ${label}: ${answers.length} tries, ${wrong} wrong, ` +
      `${stopped} stopped (from try ${firstStop + 1}), ${signedIn} signed in`,
  )
  if (wrong > allowance) failures.push(`spraying ${label}: ${wrong} wrong passwords tried`)
  if (firstStop !== allowance)
    failures.push(`spraying ${label}: first stopped at try ${firstStop + 1}, not ${allowance + 1}`)
  if (stopped + wrong !== answers.length)
    failures.push(`spraying ${label}: unexpected answers ${describeAnswers(answers)}`)
}

async function send(
  server: SiteServer,
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now()
  const ms = () => Math.round(performance.now() - started)
  try {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
    const json = (await res.json().catch(() => ({}))) as { message?: string }
    return { kind: 'answer', status: res.status, message: json.message ?? '', ms: ms() }
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      return { kind: 'timeout', ms: ms() }
    return { kind: 'no-answer', reason: String(error), ms: ms() }
  }
}
