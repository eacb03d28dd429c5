import { readdirSync } from 'node:fs'

import sharp from 'sharp'

import type { SiteServer } from '../stress/server'
import { API_LIMIT_SETTINGS } from '@/lib/limit-settings'

export type Cluster = {
  /** nginx in front of both instances. */
  balancer: string
  a: SiteServer
  b: SiteServer
  staff: { email: string; password: string }
  runId: string
  /** MEDIA_DIR of both instances, which must stay empty while uploads go to the bucket. */
  mediaDir: string
}

const TIMEOUT_MS = 15_000

type Answer = { status: number; upstream: string; body: string }

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) })
  return {
    status: res.status,
    // An answer from nginx's page cache names no instance.
    upstream: res.headers.get('x-upstream') || `nginx cache (${res.headers.get('x-cache')})`,
    body: await res.text(),
  }
}

/** Which instance (A or B) an nginx `$upstream_addr` names; several after a retry. */
function instanceOf(cluster: Cluster, upstream: string): string {
  const names = upstream
    .split(',')
    .map((hop) => hop.trim())
    .map((hop) =>
      hop.endsWith(`:${cluster.a.port}`) ? 'A' : hop.endsWith(`:${cluster.b.port}`) ? 'B' : hop,
    )
  return names.join('→')
}

function tally(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1)
}

const show = (counts: Map<string, number>) =>
  [...counts].map(([name, n]) => `${name} ${n}`).join(', ') || 'none'

const PAGES = ['/', '/news', '/events', '/notices', '/api/v1/news', '/api/health', '/api/ready']

/** Pages and API calls through nginx answer 200, and both instances serve some of them. */
export async function balancerServesBoth(cluster: Cluster): Promise<string[]> {
  const counts = new Map<string, number>()
  const failures: string[] = []
  for (let round = 0; round < 6; round++)
    for (const page of PAGES) {
      const answer = await get(`${cluster.balancer}${page}`)
      tally(counts, instanceOf(cluster, answer.upstream))
      if (answer.status !== 200)
        failures.push(`GET ${page} through nginx answered ${answer.status}`)
    }
  console.log(`  Requests through nginx per instance: ${show(counts)}`)
  if (!counts.get('A') || !counts.get('B'))
    failures.push(`nginx did not spread requests over both instances (${show(counts)})`)
  return failures
}

/** A staff session on instance A through Payload's REST API. */
async function staffToken(cluster: Cluster): Promise<string> {
  const res = await fetch(`${cluster.a.url}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cluster.staff),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const body = (await res.json()) as { token?: string }
  if (!res.ok || !body.token) throw new Error(`Staff login on instance A answered ${res.status}.`)
  return body.token
}

/** nginx keeps pages 3 s and a publish must show through it within this (deploy/nginx.conf). */
const VISIBLE_THROUGH_NGINX_MS = 5_000

/**
 * A news title changed through instance A shows on instance B's cached copy of the article and
 * in B's kept /api/v1 answer for it, without any request to B in between other than the polling,
 * and through nginx's page cache within 5 s.
 */
export async function publishReachesOtherInstance(cluster: Cluster): Promise<string[]> {
  const token = await staffToken(cluster)
  const auth = { authorization: `JWT ${token}` }
  const list = await fetch(
    `${cluster.a.url}/api/news?limit=1&depth=0&where[_status][equals]=published`,
    { headers: auth, signal: AbortSignal.timeout(TIMEOUT_MS) },
  )
  const { docs } = (await list.json()) as { docs: { id: number; title: string }[] }
  const article = docs[0]
  if (!article) return ['No published news article to edit.']
  const page = `${cluster.b.url}/news/${article.id}`

  // Twice: the first visit may render; the second must come from the shared cache.
  await get(page)
  const cached = await fetch(page, { signal: AbortSignal.timeout(TIMEOUT_MS) })
  const cacheState = cached.headers.get('x-nextjs-cache')
  await cached.text()
  console.log(`  /news/${article.id} on B before the change: x-nextjs-cache ${cacheState}`)
  if (cacheState !== 'HIT')
    return [`B did not serve /news/${article.id} from the cache (x-nextjs-cache ${cacheState})`]

  // B keeps the API's answer for the article in memory; the publish must empty it there too.
  const api = `${cluster.b.url}/api/v1/news/${article.id}`
  await get(api)
  // And nginx keeps the page: twice, so the second answer is its copy.
  const throughNginx = `${cluster.balancer}/news/${article.id}`
  await get(throughNginx)
  const kept = await fetch(throughNginx, { signal: AbortSignal.timeout(TIMEOUT_MS) })
  await kept.text()
  console.log(
    `  /news/${article.id} through nginx before the change: ${kept.headers.get('x-cache')}`,
  )
  if (kept.headers.get('x-cache') !== 'HIT')
    return [`nginx did not keep /news/${article.id} (X-Cache ${kept.headers.get('x-cache')})`]

  const title = `Cluster check ${cluster.runId}`
  const since = Date.now()
  const edit = await fetch(`${cluster.a.url}/api/news/${article.id}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ title, _status: 'published' }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!edit.ok)
    return [`Editing news ${article.id} on A answered ${edit.status}: ${await edit.text()}`]
  const savedMs = Date.now() - since

  const deadline = since + 20_000
  const seen: { page?: number; api?: number; nginx?: number } = {}
  const waiting = () =>
    seen.page === undefined || seen.api === undefined || seen.nginx === undefined
  let polls = 0
  while (Date.now() < deadline && waiting()) {
    polls += 1
    const [onPage, fromApi, fromNginx] = await Promise.all([get(page), get(api), get(throughNginx)])
    if (seen.page === undefined && onPage.status === 200 && onPage.body.includes(title))
      seen.page = Date.now() - since
    if (seen.api === undefined && fromApi.status === 200 && fromApi.body.includes(title))
      seen.api = Date.now() - since
    if (seen.nginx === undefined && fromNginx.status === 200 && fromNginx.body.includes(title))
      seen.nginx = Date.now() - since
    if (waiting()) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  console.log(
    `  Publish on A → visible on B: page ${seen.page ?? 'never'} ms, /api/v1 ` +
      `${seen.api ?? 'never'} ms; through nginx's cache ${seen.nginx ?? 'never'} ms ` +
      `(save on A took ${savedMs} ms, ${polls} polls)`,
  )
  const failures: string[] = []
  if (seen.nginx === undefined || seen.nginx > VISIBLE_THROUGH_NGINX_MS)
    failures.push(
      `The new title of news ${article.id} showed through nginx after ${seen.nginx ?? 'more than 20,000'} ms (at most ${VISIBLE_THROUGH_NGINX_MS}).`,
    )
  if (seen.page === undefined)
    failures.push(`The new title of news ${article.id} did not appear on B's page within 20 s.`)
  if (seen.api === undefined)
    failures.push(`B's /api/v1/news/${article.id} still had the old title after 20 s.`)
  return failures
}

/**
 * nginx's page cache keeps public pages and nothing of anybody's own: a page is kept for the
 * anonymous, a signed-in visitor always reaches the site, and per-request pages (sign-in, a
 * search, the admin) are never kept.
 */
export async function cacheKeepsOnlyPublicPages(cluster: Cluster): Promise<string[]> {
  const state = async (page: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${cluster.balancer}${page}`, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await res.arrayBuffer()
    return res.headers.get('x-cache') ?? 'none'
  }
  const failures: string[] = []
  await state('/')
  const anonymous = await state('/')
  if (anonymous !== 'HIT') failures.push(`/ was not kept for the anonymous (X-Cache ${anonymous})`)
  const session = { cookie: `payload-token=${await staffToken(cluster)}` }
  const signedIn = await state('/', session)
  if (signedIn !== 'BYPASS')
    failures.push(`/ for a signed-in visitor did not pass the cache (X-Cache ${signedIn})`)
  for (const page of ['/login', '/news?q=exam', '/admin']) {
    await state(page)
    const second = await state(page)
    if (second === 'HIT') failures.push(`${page} was served from nginx's cache`)
  }
  console.log(`  / anonymous ${anonymous}, signed in ${signedIn}; per-request pages not kept`)
  return failures
}

/**
 * Requests keep flowing through nginx while instance A is killed (SIGKILL, as a crash): every one
 * must still be answered, nginx passing those A cannot take on to B.
 */
export async function survivesKilledInstance(cluster: Cluster): Promise<string[]> {
  const WORKERS = 4
  const PER_WORKER = 60
  const KILL_AFTER = 40
  const counts = new Map<string, number>()
  const errors: string[] = []
  let sent = 0
  let killedAt = 0
  let killing: Promise<void> | null = null
  const worker = async (n: number) => {
    for (let i = 0; i < PER_WORKER; i++) {
      sent += 1
      if (sent === KILL_AFTER && !killing) {
        killedAt = Date.now()
        killing = cluster.a.kill()
      }
      const page = PAGES[(n + i) % PAGES.length]
      try {
        const answer = await get(`${cluster.balancer}${page}`)
        tally(counts, instanceOf(cluster, answer.upstream))
        if (answer.status !== 200) errors.push(`${page}: ${answer.status}`)
      } catch (error) {
        errors.push(`${page}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  const started = Date.now()
  await Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)))
  await killing
  const total = WORKERS * PER_WORKER
  console.log(
    `  Instance A killed after ${killedAt - started} ms; ${total} requests in ` +
      `${Date.now() - started} ms, ${errors.length} failed; served by ${show(counts)}`,
  )
  if (killedAt === 0) return ['Instance A was never killed.']
  return errors.length === 0
    ? []
    : [
        `${errors.length} requests failed while instance A was down: ${errors.slice(0, 5).join('; ')}`,
      ]
}

/**
 * The contact form's per-address limit counted across instances: its limit plus two messages from
 * one address, alternating between A and B, must be refused from the limit's next one on.
 */
export async function rateLimitSpansInstances(cluster: Cluster): Promise<string[]> {
  const LIMIT = API_LIMIT_SETTINGS.contactByAddress.limit
  const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`
  const statuses: string[] = []
  for (let i = 0; i < LIMIT + 2; i++) {
    const server = i % 2 === 0 ? cluster.a : cluster.b
    const res = await fetch(`${server.url}/api/v1/contact_us/store`, {
      method: 'POST',
      // Sent straight to the instance, so this header is what nginx would have passed on.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        name: 'Cluster Check',
        email: `cluster-${cluster.runId}-${i}@example.com`,
        subject: 'Rate limit across instances',
        message: `Message ${i + 1} of the cluster check.`,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await res.text()
    statuses.push(`${i % 2 === 0 ? 'A' : 'B'}:${res.status}`)
  }
  console.log(`  Contact messages from one address, alternating A/B: ${statuses.join(' ')}`)
  const accepted = statuses.filter((s) => s.endsWith(':200')).length
  const refused = statuses.filter((s) => s.endsWith(':429')).length
  return accepted === LIMIT && refused === 2
    ? []
    : [`Expected ${LIMIT} accepted then 2 refused (429) across A and B, got ${statuses.join(' ')}`]
}

type Upload = {
  doc?: { id: number; filename: string; sizes?: Record<string, { filename?: string }> }
}

/**
 * A picture uploaded through instance A is served by instance B (which has no copy of its
 * own): the original and its sizes come from the shared bucket. Deleted through A, it is gone
 * on B too.
 */
export async function uploadServedByOtherInstance(cluster: Cluster): Promise<string[]> {
  const token = await staffToken(cluster)
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#2a7' },
  })
    .jpeg()
    .toBuffer()
  const form = new FormData()
  form.append('_payload', JSON.stringify({ alt: `Cluster check ${cluster.runId}` }))
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'field.jpg')
  const created = await fetch(`${cluster.a.url}/api/media`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, origin: cluster.balancer },
    body: form,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const { doc } = (await created.json()) as Upload
  if (created.status !== 201 || !doc) return [`Uploading a picture on A answered ${created.status}`]
  const names = [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size.filename)]
  const failures: string[] = []
  let bytes = 0
  for (const name of names.filter(Boolean)) {
    const res = await fetch(`${cluster.b.url}/api/media/file/${name}`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const body = Buffer.from(await res.arrayBuffer())
    bytes += body.length
    if (res.status !== 200 || res.headers.get('content-type') !== 'image/webp')
      failures.push(`B answered ${res.status} ${res.headers.get('content-type')} for ${name}`)
  }
  const onDisk = readdirSync(cluster.mediaDir, { recursive: true }).length
  console.log(
    `  Uploaded on A, served by B from the bucket: ${names.length} files, ${bytes} bytes; ` +
      `files in the local media folder: ${onDisk}`,
  )
  if (onDisk > 0) failures.push(`${onDisk} files were written to the local media folder`)

  const removed = await fetch(`${cluster.a.url}/api/media/${doc.id}`, {
    method: 'DELETE',
    headers: { authorization: `JWT ${token}`, origin: cluster.balancer },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!removed.ok) failures.push(`Deleting the picture on A answered ${removed.status}`)
  const after = await fetch(`${cluster.b.url}/api/media/file/${doc.filename}`, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  await after.arrayBuffer()
  if (after.status !== 404) failures.push(`B still answered ${after.status} after the delete`)
  return failures
}
