import { readFileSync } from 'node:fs'
import path from 'node:path'

import { buildAdmin, buildEvent, DEMO_PASSWORD } from '@seed/factories'
import { xlsxBomb } from '@tests/helpers/sheets'

import { nextVisitor, percentile, sleep, type StressContext } from './traffic'

const VISITORS = 50
const READING_MS = 30_000
/** No page a visitor asks for may take longer than this, whatever else the server is given. */
const VISITOR_LIMIT_MS = 2_000
const BOMB_MEGABYTES = 400

const STRANGE = 'A\u0000B\u0007C\u001b[31m\u202eD\uFFFF<script>alert(1)</script>"\'`;--'
const HOSTILE = STRANGE + 'Padmapar '.repeat(12_000)

type Form = { page: string; hidden: [string, string][]; fields: string[] }

/** The forms of a page as a browser without JavaScript sends them: hidden fields and boxes. */
async function formsOf(url: string, page: string): Promise<Form[]> {
  const html = await (await fetch(url + page)).text()
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
  return [...html.matchAll(/<form\b[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/gi)].map(
    ([, body = '']) => {
      const hidden: [string, string][] = []
      const fields = new Set<string>()
      for (const [tag] of body.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)) {
        const name = /\bname="([^"]+)"/.exec(tag)?.[1]
        if (!name) continue
        if (/type="hidden"/.test(tag))
          hidden.push([name, decode(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '')])
        else fields.add(name)
      }
      return { page, hidden, fields: [...fields] }
    },
  )
}

/** One form sent empty, with wrong values or hostile ones, as multipart; the time it took. */
async function sendForm(url: string, form: Form, variant: number) {
  const body = new FormData()
  for (const [name, value] of form.hidden) body.append(name, value)
  for (const name of form.fields) {
    const value = variant === 0 ? '' : variant === 1 ? 'x' : HOSTILE
    body.append(name, value)
    if (variant === 2) body.append(name, STRANGE) // the same field twice
  }
  const started = performance.now()
  try {
    const answer = await fetch(url + form.page, {
      method: 'POST',
      body,
      headers: { origin: url },
      signal: AbortSignal.timeout(15_000),
    })
    await answer.arrayBuffer()
    return { status: answer.status, ms: Math.round(performance.now() - started) }
  } catch {
    return { status: 0, ms: Math.round(performance.now() - started) }
  }
}

/** The id the build gave a server action, from its manifest. */
function actionId(name: string): string {
  const manifest = JSON.parse(
    readFileSync(
      path.join(process.env.NEXT_DIST_DIR ?? '.next', 'server/server-reference-manifest.json'),
      'utf8',
    ),
  ) as { node: Record<string, { exportedName?: string }> }
  const found = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name)
  if (!found) throw new Error(`The build has no server action ${name}.`)
  return found[0]
}

/** The treasurer's statement check, called as the admin panel calls it, with a zip bomb. */
async function sendBomb(url: string, token: string, bomb: Uint8Array) {
  // React's own encoder of a server action's arguments, as the admin panel's browser uses it.
  const { encodeReply } = (await import(
    // @ts-expect-error -- Next.js ships its compiled React client without type declarations
    'next/dist/compiled/react-server-dom-webpack/client.edge.js'
  )) as { encodeReply: (args: unknown[]) => Promise<FormData | string> }
  const fields = new FormData()
  fields.set('method', 'Bkash')
  fields.set('file', new Blob([bomb as BlobPart]), 'statement.xlsx')
  const started = performance.now()
  const answer = await fetch(`${url}/admin/collections/statement-lines`, {
    method: 'POST',
    body: await encodeReply([fields]),
    headers: {
      cookie: `payload-token=${token}`,
      origin: url,
      accept: 'text/x-component',
      'next-action': actionId('checkStatementAction'),
    },
    signal: AbortSignal.timeout(60_000),
  })
  const text = await answer.text()
  return {
    status: answer.status,
    ms: Math.round(performance.now() - started),
    refused: text.includes('unpacks to more than'),
  }
}

/**
 * While 50 visitors read pages, one client sends every public form's no-JavaScript post empty,
 * wrong and hostile, again and again, and a treasurer's account uploads a statement that unpacks
 * to 400 MB: no visitor's request fails or waits more than 2 s, the bomb is refused, and the
 * server still answers at the end. Returns the failed checks.
 */
export async function hostileTest({ payload, server, runId }: StressContext): Promise<string[]> {
  const event = await payload.create({
    collection: 'events',
    data: buildEvent({ name: `Open day ${runId}`, capacity: 500 }),
    context: { disableRevalidate: true },
  })
  const treasurer = await payload.create({
    collection: 'admins',
    data: buildAdmin({ roles: ['admin'] }),
    context: { disableRevalidate: true },
  })
  const login = await fetch(`${server.url}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: treasurer.email, password: DEMO_PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  const bomb = xlsxBomb(BOMB_MEGABYTES)

  // The admission form needs classes, which this run's empty database has none of.
  const formPages = ['/contact-us', '/sign-up', '/login', '/forgot-password']
  const eventPages = [`/events/${event.id}`, `/bn/events/${event.id}`]
  const forms = (
    await Promise.all(
      [...formPages, ...formPages.map((page) => `/bn${page}`), ...eventPages].map((page) =>
        formsOf(server.url, page),
      ),
    )
  ).flat()
  const readPages = ['/', '/news', '/events', '/notices', '/bn', '/about-us', eventPages[0]!]

  const visits: { ms: number; ok: boolean }[] = []
  const stopAt = Date.now() + READING_MS
  const visitor = async () => {
    const { address } = nextVisitor('reader', runId)
    for (let i = 0; Date.now() < stopAt; i++) {
      const started = performance.now()
      const page = readPages[i % readPages.length]!
      const ok = await fetch(server.url + page, {
        headers: { 'x-forwarded-for': address },
        signal: AbortSignal.timeout(10_000),
      })
        .then(async (answer) => (await answer.arrayBuffer(), answer.ok))
        .catch(() => false)
      visits.push({ ms: Math.round(performance.now() - started), ok })
    }
  }
  const posts: { status: number; ms: number }[] = []
  const bombs: Awaited<ReturnType<typeof sendBomb>>[] = []
  const attacker = async () => {
    await sleep(2_000)
    bombs.push(await sendBomb(server.url, token, bomb))
    for (let round = 0; Date.now() < stopAt; round++) {
      for (const form of forms) posts.push(await sendForm(server.url, form, round % 3))
      if (round === 1) bombs.push(await sendBomb(server.url, token, bomb))
    }
  }
  await Promise.all([attacker(), ...Array.from({ length: VISITORS }, visitor)])

  const latencies = visits.map((visit) => visit.ms).sort((a, b) => a - b)
  const failed = visits.filter((visit) => !visit.ok).length
  const slow = visits.filter((visit) => visit.ms > VISITOR_LIMIT_MS).length
  const postTimes = posts.map((answer) => answer.ms).sort((a, b) => a - b)
  const serverErrors = posts.filter((answer) => answer.status === 0 || answer.status >= 500)
  const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) })
    .then((answer) => answer.status)
    .catch(() => 0)
  console.log(
    `Hostile posts: ${VISITORS} visitors read ${visits.length} pages in ${READING_MS / 1000} s ` +
      `(p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, ` +
      `max ${latencies.at(-1)} ms; ${failed} failed, ${slow} over ${VISITOR_LIMIT_MS} ms) while ` +
      `one client sent ${posts.length} hostile no-JavaScript posts to ${forms.length} forms ` +
      `(p99 ${percentile(postTimes, 99)} ms, ${serverErrors.length} unanswered or 5xx) and ` +
      `${bombs.length} statements unpacking to ${BOMB_MEGABYTES} MB ` +
      `(${bombs.map((b) => `${b.status} in ${b.ms} ms${b.refused ? ', refused' : ''}`).join('; ')}); ` +
      `health afterwards ${health}`,
  )
  const failures: string[] = []
  const pagesWithForms = new Set(forms.map((form) => form.page))
  const missing = [...formPages, ...eventPages].filter((page) => !pagesWithForms.has(page))
  if (missing.length > 0) failures.push(`No form was found on ${missing.join(', ')}.`)
  if (failed > 0) failures.push(`${failed} visitor requests failed during the hostile posts.`)
  if (slow > 0) failures.push(`${slow} visitor requests took over ${VISITOR_LIMIT_MS} ms.`)
  if (serverErrors.length > 0)
    failures.push(`${serverErrors.length} hostile posts got no answer or a 5xx.`)
  if (bombs.some((answer) => !answer.refused))
    failures.push('A statement that unpacks to 400 MB was not refused with its message.')
  if (health !== 200) failures.push(`The health check answered ${health} afterwards.`)
  return failures
}
