/**
 * `npm run paint`: when a phone first paints `/`, `/news`, `/bn` and an event page, against the
 * same page's HTML with every script removed (the floor any page has: DECISIONS.md, "Peers to
 * beat"). Chromium is throttled as Lighthouse's phone is (4× slower CPU, 1.6 Mbps down, 750 kbps
 * up, 150 ms round trip), each page is loaded PAINT_RUNS times (default 5) in both forms,
 * alternating, with an empty cache, and the medians of first contentful paint (FCP) and largest
 * contentful paint (LCP) are compared. Budget: each ratio at most 1.2; the run exits with 1 when
 * one is over.
 *
 * Both forms come through one small proxy on localhost, so they meet the same network: it passes
 * every request to the site, except `/__without-scripts__/<page>`, which it answers with that
 * page's HTML minus its `<script>` elements and script preloads. Each answer goes out gzipped when
 * the browser asks for it, as the site and nginx send it, so both forms cross the slow link at their
 * compressed size.
 */
import { createServer, type Server } from 'node:http'
import { gzipSync } from 'node:zlib'

import { chromium, type Browser } from 'playwright-core'

import { firstId, startLocalServer } from './lib/local-server'

const PORT = Number(process.env.PAINT_PORT ?? 3305)
const PROXY_PORT = PORT + 1
const RUNS = Math.max(1, Math.min(Number(process.env.PAINT_RUNS ?? 5), 15))
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const BUDGET = 1.2
const WITHOUT_SCRIPTS = '/__without-scripts__'

/** Lighthouse's mobile throttling, applied by DevTools. */
const PHONE = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  viewport: { width: 412, height: 823 },
}

function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
}

/** The proxy both forms of a page come through. */
function startProxy(site: string): Promise<Server> {
  const server = createServer((req, res) => {
    const url = req.url ?? '/'
    const stripped = url.startsWith(`${WITHOUT_SCRIPTS}/`)
    const target = stripped ? url.slice(WITHOUT_SCRIPTS.length) : url
    fetch(site + target, {
      headers: { 'accept-encoding': 'identity', accept: req.headers.accept ?? '*/*' },
      redirect: 'manual',
    })
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer())
        const headers: Record<string, string> = {}
        answer.headers.forEach((value, name) => {
          if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name))
            headers[name] = value
        })
        const plain = stripped ? Buffer.from(withoutScripts(body.toString('utf8'))) : body
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
        const sent = gzip ? gzipSync(plain) : plain
        if (gzip) headers['content-encoding'] = 'gzip'
        res.writeHead(answer.status, { ...headers, 'content-length': String(sent.length) })
        res.end(sent)
      })
      .catch((error: unknown) => {
        res.writeHead(502).end(String(error))
      })
  })
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)))
}

type Paint = { fcp: number; lcp: number }

/** One visit with an empty cache on the throttled phone; FCP and LCP in ms. */
async function visit(browser: Browser, url: string): Promise<Paint> {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', PHONE.network)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    // LCP settles after load; a second of quiet lets the last candidate be reported.
    await page.waitForTimeout(1_000)
    return await page.evaluate(
      () =>
        new Promise<Paint>((resolve) => {
          const fcp =
            performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
          new PerformanceObserver((list) => {
            const entries = list.getEntries()
            resolve({ fcp, lcp: entries.at(-1)?.startTime ?? Number.NaN })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
          setTimeout(() => resolve({ fcp, lcp: Number.NaN }), 2_000)
        }),
    )
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!
}

async function main() {
  const server = await startLocalServer('paint', PORT)
  const proxy = await startProxy(server.url)
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  let over = false
  try {
    const eventId = await firstId(`${server.url}/api/v1/event?type=Event`)
    const pages = ['/', '/news', '/bn', `/events/${eventId}`]
    const base = `http://127.0.0.1:${PROXY_PORT}`
    // One visit each first, so both forms are served from the site's page cache.
    for (const page of pages) await fetch(server.url + page)
    const rows = []
    for (const page of pages) {
      const full: Paint[] = []
      const bare: Paint[] = []
      for (let run = 0; run < RUNS; run++) {
        full.push(await visit(browser, base + page))
        bare.push(await visit(browser, base + WITHOUT_SCRIPTS + page))
      }
      const fcp = median(full.map((p) => p.fcp))
      const lcp = median(full.map((p) => p.lcp))
      const bareFcp = median(bare.map((p) => p.fcp))
      const bareLcp = median(bare.map((p) => p.lcp))
      const row = {
        page,
        'FCP ms': Math.round(fcp),
        'FCP without scripts': Math.round(bareFcp),
        'FCP ratio': +(fcp / bareFcp).toFixed(2),
        'LCP ms': Math.round(lcp),
        'LCP without scripts': Math.round(bareLcp),
        'LCP ratio': +(lcp / bareLcp).toFixed(2),
      }
      if (!(row['FCP ratio'] <= BUDGET && row['LCP ratio'] <= BUDGET)) over = true
      rows.push(row)
    }
    console.log(
      `\nFirst paint on a throttled phone (4× CPU, 1.6 Mbps, 150 ms), median of ${RUNS}, ` +
        'against the same HTML without scripts',
    )
    console.table(rows)
    console.log(
      over
        ? `Over budget: a ratio above ${BUDGET}.`
        : `Within budget: every ratio at most ${BUDGET}.`,
    )
  } finally {
    await browser.close()
    proxy.close()
    server.stop()
  }
  if (over) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
