/**
 * `npm run bench`: requests per second and latency of the public pages and API reads against a
 * minimal static control page of the same build, on a production server it starts and stops.
 * Bounded: 20 connections for BENCH_SECONDS (default 10) per target, localhost only.
 *
 * `npm run bench -- --results` measures result day instead (scripts/lib/results-day.ts): families
 * waiting on /results before the publish time, then 200 connections looking results up for 30 s,
 * against at least 300 lookups/s, p99 at most 500 ms and no errors; then the cached home page.
 *
 * `npm run bench -- --scale` does the same on a database of 100,000 news, 100,000 events and
 * 50,000 members (made once, in data/scale, by scripts/seed-scale.ts) and adds the uncached
 * reads a large site must keep fast: search, deep pages and details rendered for the first time.
 * `--scale=5000` uses 5,000 news and events (and 2,500 members) instead, in data/scale-5000.
 * Uncached reads are measured twice: one connection (the latency one visitor sees, checked
 * against the budget) and 20 (how they hold up under load).
 *
 * `npm run bench -- --nginx` measures the cached pages through nginx with deploy/nginx.conf (its page
 * cache) in front, as deployed, with gzip as phones ask: `/` and `/news` must reach 1,500 req/s
 * with p99 at most 100 ms. `--peer` measures the control page, the home page and the news list
 * through nginx and straight from the site in one run and prints the ratios.
 *
 * Last, the cached targets are requested in turn for 90 s while the server's memory is sampled
 * every 5 s: over the last 60 s, after 30 s of the same load (the caches filling, the heap growing
 * to its working size after the reads before), it must stay flat, within 10 %.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { forgetBuild } from './lib/build-state'
import {
  buildDir,
  databaseEnv,
  firstId,
  startLocalServer,
  type LocalServer,
} from './lib/local-server'
import { startNginx } from './lib/nginx'
import { onPath } from './lib/processes'
import { RESULT_DAY, resultDay, SHARED_ADDRESS } from './lib/results-day'
import { SERVER_CODE } from './lib/run'

const SCALE_ARG = process.argv.find((arg) => arg === '--scale' || arg.startsWith('--scale='))
const SCALE = SCALE_ARG !== undefined
const SCALE_SIZE = Number(SCALE_ARG?.split('=')[1] ?? 100_000)
const RESULTS = process.argv.includes('--results')
const NGINX = process.argv.includes('--nginx')
const PEER = process.argv.includes('--peer')
const NAME = RESULTS
  ? 'results-day'
  : !SCALE
    ? 'bench'
    : SCALE_SIZE === 100_000
      ? 'scale'
      : `scale-${SCALE_SIZE}`
const PORT = Number(process.env.BENCH_PORT ?? 3300)
const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60)
const CONNECTIONS = 20
/** The budget for uncached reads at scale. */
const BUDGET = { p50: 150, p99: 500 }
const MEMORY_WARMUP_SECONDS = 30
const MEMORY_RUN_SECONDS = 60
const MEMORY_SAMPLE_SECONDS = 5
/** Growth allowed from the sample after warm-up to the last one. */
const MEMORY_GROWTH_LIMIT = 0.1

type Row = { target: string; rps: number; p50: number; p99: number; errors: number }

/**
 * `target` is a path, or a pattern whose `{n}` takes the next value of `values` on every
 * request (a new search word, an id not requested before).
 */
async function measure(
  url: string,
  target: string,
  values: (string | number)[] = [],
  connections = CONNECTIONS,
  headers: Record<string, string> = {},
): Promise<Row> {
  let n = 0
  const next = () => target.replace('{n}', String(values[n++ % values.length] ?? n))
  const result = await autocannon({
    url: url + next(),
    connections,
    duration: SECONDS,
    headers,
    requests: target.includes('{n}')
      ? [{ setupRequest: (request) => ({ ...request, path: next() }) }]
      : undefined,
  })
  return {
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/** Makes the large database once; later runs reuse it. */
function seedScale() {
  if (existsSync(`data/${NAME}/school.db`)) return
  console.log(`Seeding the scale database, ${SCALE_SIZE} items (once; a few minutes) ...`)
  mkdirSync(`data/${NAME}`, { recursive: true })
  const counts = {
    SCALE_NEWS: String(SCALE_SIZE),
    SCALE_EVENTS: String(SCALE_SIZE),
    SCALE_USERS: String(Math.round(SCALE_SIZE / 2)),
  }
  const run = spawnSync('npx', ['tsx', SERVER_CODE, 'scripts/seed-scale.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...databaseEnv(NAME), ...counts, SCALE_SEED: 'yes' },
  })
  if (run.status !== 0) throw new Error('Seeding the scale database failed.')
  // Pages of an earlier scale database must not be served from this one.
  forgetBuild(buildDir(NAME))
}

/** Ids of many items of a list call, for detail pages that have not been rendered yet. */
async function idPool(url: string, pages: number): Promise<number[]> {
  const ids: number[] = []
  for (let page = 1; page <= pages; page += 1) {
    const separator = url.includes('?') ? '&' : '?'
    const body = (await (await fetch(`${url}${separator}page=${page}&limit=50`)).json()) as {
      data: { id: number }[] | { data: { id: number }[] }
    }
    ids.push(...(Array.isArray(body.data) ? body.data : body.data.data).map((item) => item.id))
  }
  return ids
}

/**
 * The server's memory (MB) every few seconds while `targets` are requested in turn, and the
 * growth from the end of warm-up (the sample at 30 s) to the last sample.
 */
async function memoryUnderLoad(server: LocalServer, targets: string[]) {
  const samples = [server.memoryMb()]
  const timer = setInterval(() => samples.push(server.memoryMb()), MEMORY_SAMPLE_SECONDS * 1000)
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: MEMORY_WARMUP_SECONDS + MEMORY_RUN_SECONDS,
    requests: targets.map((path) => ({ method: 'GET' as const, path })),
  })
  clearInterval(timer)
  samples.push(server.memoryMb())
  const warm = samples[MEMORY_WARMUP_SECONDS / MEMORY_SAMPLE_SECONDS] ?? samples[0]
  const growth = (samples[samples.length - 1] - warm) / warm
  return { samples, growth, requests: result.requests.total, errors: result.errors + result.non2xx }
}

const WORDS = ['science', 'cricket', 'admission', 'olympiad', 'library', 'debate', 'music']
const PLACES = ['auditorium', 'field', 'building', 'hall']
/** News searches also include words in many titles: 'school' is in every title at scale. */
const NEWS_WORDS = [...WORDS, 'school', 'news%2012']

const loadAverage = () => loadavg()[0]!.toFixed(2)

function printTable(title: string, control: Row, rows: Row[]) {
  console.log(`\n${title}`)
  console.table(
    [control, ...rows].map((row) => ({
      target: row === control ? `${row.target} (control)` : row.target,
      'req/s': Math.round(row.rps),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'ratio to control': (row.rps / control.rps).toFixed(2),
      errors: row.errors,
    })),
  )
}

/** `--results`: the publish minute, then the cached home page on the same server. */
async function benchResultDay(url: string): Promise<boolean> {
  const loadBefore = loadAverage()
  const { waiting, waitingErrors, steady, rush } = await resultDay(url)
  const home = await measure(url, '/')
  const loadAfter = loadAverage()
  console.log(
    `\nResult day (${RESULT_DAY.connections} connections, ${RESULT_DAY.waitSeconds} s waiting, ` +
      `twice ${RESULT_DAY.lookupSeconds} s of lookups; the home page with ${CONNECTIONS} connections after)`,
  )
  console.table(
    [waiting, steady.row, rush.row, { ...home, notFound: 0 }].map((each) => ({
      target: each.target,
      'req/s': Math.round(each.rps),
      'p50 ms': each.p50,
      'p99 ms': each.p99,
      errors: each.errors,
      'not found (expected)': each.notFound,
    })),
  )
  for (const [name, run] of [
    ['families arriving', steady],
    ['as fast as answered', rush],
  ] as const) {
    const statuses = Object.entries(run.statuses ?? {})
      .map(([status, { count }]) => `${status} × ${count}`)
      .join(', ')
    console.log(
      `Lookups, ${name}: ${statuses}; from the shared address ${SHARED_ADDRESS}: ${run.shared} ` +
        `lookups, ${run.sharedNotFound} not found; errors: ${run.errorKinds}.`,
    )
  }
  console.log(`Errors while waiting: ${waitingErrors}.`)
  console.log(
    `Load average (1 min) on ${cpus().length} cores: ${loadBefore} before, ${loadAfter} after ` +
      '(the crowd and the server share the machine; other work on it lowers every figure).',
  )
  const { lookupsPerSecond, p99 } = RESULT_DAY.target
  const row = steady.row
  const met = row.rps >= lookupsPerSecond && row.p99 <= p99 && row.errors === 0
  console.log(
    `${met ? 'Target met' : 'Target missed'} with families arriving at ` +
      `${RESULT_DAY.familiesPerSecond} lookups/s: at least ${lookupsPerSecond} lookups/s answered, ` +
      `p99 at most ${p99} ms, no errors.`,
  )
  return met
}

/**
 * Result day is served as deployed: nginx with deploy/nginx.conf in front of the site, keeping
 * its connections to the site open. Families' phones each open connections of their own; a bare
 * Node.js server takes in one new connection per turn of its event loop, so under load a crowd of
 * new connections waits seconds to be let in. nginx takes the phones' connections in at once and
 * reuses its warm connections to the site; only when the crowd grows faster than those does a new
 * one wait its turn. The crowd's X-Forwarded-For stands for the address nginx would see.
 */
async function resultDayBehindNginx(): Promise<{ url: string; stop: () => void }> {
  // nginx listens on PORT + 2 (PORT + 1 is the Lighthouse run's server) and passes its address on.
  const listen = PORT + 2
  const server = await startLocalServer(NAME, PORT, {
    TRUSTED_PROXY_HOPS: '1',
    EXTRA_SERVER_URLS: `http://localhost:${listen}`,
  })
  if (!onPath('nginx')) {
    console.log(
      '› nginx is not installed (apt-get install nginx): measuring the bare server, which lets ' +
        'a crowd of new connections in one at a time.',
    )
    return server
  }
  const nginx = await startNginx(listen, [PORT], path.resolve(`data/${NAME}/nginx`), {
    realIp: '  set_real_ip_from 127.0.0.1;\n  real_ip_header X-Forwarded-For;',
  }).catch((error: unknown) => {
    server.stop()
    throw error
  })
  console.log(`› nginx http://localhost:${listen} in front (deploy/nginx.conf)`)
  return {
    url: `http://localhost:${listen}`,
    stop: () => {
      nginx.stop()
      server.stop()
    },
  }
}

/** What a phone sends: its answers compressed. */
const GZIP = { 'accept-encoding': 'gzip' }
/** The cached WordPress figure through nginx on this machine (issue table, DECISIONS.md). */
const THROUGH_CACHE = { rps: 1_500, p99: 100 }

/** `--nginx` and `--peer`: the site behind nginx's page cache (deploy/nginx.conf). */
async function benchThroughCache(): Promise<boolean> {
  if (!onPath('nginx')) throw new Error('nginx is not installed: apt-get install -y nginx')
  // nginx passes on the address it was asked at (deploy/nginx.conf), which the site answers at too.
  const listen = PORT + 2
  const server = await startLocalServer(NAME, PORT, {
    EXTRA_SERVER_URLS: `http://localhost:${listen}`,
  })
  let nginx: { stop: () => void } | undefined
  try {
    nginx = await startNginx(listen, [PORT], path.resolve(`data/${NAME}/nginx`))
    const cache = `http://localhost:${listen}`
    const newsId = await firstId(`${server.url}/api/v1/news`)
    const targets = PEER
      ? ['/', '/news']
      : ['/', '/news', `/news/${newsId}`, '/events', '/about-us', '/api/v1/news']
    // Twice each, so every measured answer comes from nginx's copy.
    for (const target of ['/bench-control', ...targets])
      for (let i = 0; i < 2; i++) {
        const res = await fetch(cache + target, { headers: GZIP })
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`${target} answered ${res.status}; nothing to measure.`)
        if (i === 1) console.log(`  ${target}: nginx cache ${res.headers.get('x-cache')}`)
      }
    const setting = `${CONNECTIONS} connections, gzip, ${SECONDS} s per target`
    const control = await measure(cache, '/bench-control', [], CONNECTIONS, GZIP)
    const rows: Row[] = []
    for (const target of targets) rows.push(await measure(cache, target, [], CONNECTIONS, GZIP))
    printTable(`Through nginx's page cache (${setting})`, control, rows)
    if (PEER) {
      const direct = await measure(server.url, '/bench-control', [], CONNECTIONS, GZIP)
      const straight: Row[] = []
      for (const target of targets)
        straight.push(await measure(server.url, target, [], CONNECTIONS, GZIP))
      printTable(`Straight from the site (${setting})`, direct, straight)
      console.log('\nnginx cache / straight from the site (req/s)')
      console.table(
        [control, ...rows].map((row, i) => {
          const other = [direct, ...straight][i]!
          return { target: row.target, ratio: (row.rps / other.rps).toFixed(2) }
        }),
      )
    }
    let met = true
    for (const row of rows.filter((r) => r.target === '/' || r.target === '/news'))
      if (row.rps < THROUGH_CACHE.rps || row.p99 > THROUGH_CACHE.p99 || row.errors > 0) {
        console.log(
          `Below the cached WordPress figure (${THROUGH_CACHE.rps} req/s, p99 ${THROUGH_CACHE.p99} ms): ${row.target}`,
        )
        met = false
      }
    if (met)
      console.log(
        `/ and /news: at least ${THROUGH_CACHE.rps} req/s, p99 at most ${THROUGH_CACHE.p99} ms.`,
      )
    return met
  } finally {
    nginx?.stop()
    server.stop()
  }
}

async function main() {
  if (NGINX || PEER) {
    if (!(await benchThroughCache())) process.exitCode = 1
    return
  }
  if (SCALE) seedScale()
  if (RESULTS) {
    const site = await resultDayBehindNginx()
    try {
      if (!(await benchResultDay(site.url))) process.exitCode = 1
    } finally {
      site.stop()
    }
    return
  }
  const server = await startLocalServer(NAME, PORT)
  let failed = false
  try {
    const newsId = await firstId(`${server.url}/api/v1/news`)
    const eventId = await firstId(`${server.url}/api/v1/event?type=Event`)
    const cached = [
      '/',
      '/news',
      `/news/${newsId}`,
      '/events',
      `/events/${eventId}`,
      '/about-us',
      '/api/v1/news',
      '/api/v1/event?type=Event',
    ]
    // One request each first, so no target pays for a cold cache; a target that does not answer
    // 200 would measure an error page.
    for (const target of ['/bench-control', ...cached]) {
      const res = await fetch(server.url + target)
      if (!res.ok) throw new Error(`${target} answered ${res.status}; nothing to measure.`)
    }

    const memoryBefore = server.memoryMb()
    const control = await measure(server.url, '/bench-control')
    const rows: Row[] = []
    for (const target of cached) rows.push(await measure(server.url, target))
    const setting = `${CONNECTIONS} connections, ${SECONDS} s per target, production build on localhost`
    printTable(`Cached reads (${setting})`, control, rows)
    for (const row of rows.filter((r) => !r.target.startsWith('/api/')))
      if (row.rps < 0.8 * control.rps) {
        console.log(`Below 0.8 x control: ${row.target}`)
        failed = true
      }

    if (SCALE) {
      const newsIds = await idPool(`${server.url}/api/v1/news`, 40)
      const eventIds = await idPool(`${server.url}/api/v1/event?type=Event`, 40)
      const lastPage = Math.floor(SCALE_SIZE / 12)
      const uncached: [string, (string | number)[]][] = [
        ['/news?q={n}', NEWS_WORDS],
        ['/events?name={n}', WORDS],
        ['/events?company={n}', PLACES],
        [
          '/api/v1/news?page={n}&limit=12',
          [10, lastPage / 10, lastPage / 2, lastPage].map(Math.ceil),
        ],
        ['/api/v1/event?type=Event&q={n}&page=2&limit=6', WORDS],
        ['/news/{n}', newsIds.slice(50)],
        ['/events/{n}', eventIds.slice(50)],
      ]
      const alone: Row[] = []
      for (const [target, values] of uncached)
        alone.push(await measure(server.url, target, values, 1))
      printTable(
        `Uncached reads at ${SCALE_SIZE} items, one connection (${SECONDS} s per target)`,
        control,
        alone,
      )
      for (const row of alone)
        if (row.p50 > BUDGET.p50 || row.p99 > BUDGET.p99) {
          console.log(`Over budget (p50 ${BUDGET.p50} ms, p99 ${BUDGET.p99} ms): ${row.target}`)
          failed = true
        }
      const loaded: Row[] = []
      for (const [target, values] of uncached)
        loaded.push(await measure(server.url, target, values))
      printTable(`Uncached reads at ${SCALE_SIZE} items (${setting})`, control, loaded)
    }
    const memoryAfter = server.memoryMb()
    console.log(`Server memory: ${memoryBefore} MB before, ${memoryAfter} MB after the bench`)

    const memory = await memoryUnderLoad(server, cached)
    console.log(
      `\nMemory over ${MEMORY_WARMUP_SECONDS + MEMORY_RUN_SECONDS} s of the cached targets in turn ` +
        `(${memory.requests} requests, ${memory.errors} errors), MB every ${MEMORY_SAMPLE_SECONDS} s:`,
    )
    console.log(memory.samples.join(' '))
    console.log(
      `Growth over the last ${MEMORY_RUN_SECONDS} s: ${(memory.growth * 100).toFixed(1)} %`,
    )
    if (memory.growth > MEMORY_GROWTH_LIMIT) {
      console.log(`Memory grew more than ${MEMORY_GROWTH_LIMIT * 100} % under steady load`)
      failed = true
    }
  } finally {
    server.stop()
  }
  if (failed) process.exitCode = 1
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
