/**
 * `npm run lighthouse`: Lighthouse (default mobile throttling) in the system Chromium on five
 * public pages, and the Bangla home and news pages, of a production server it starts and stops.
 * The benchmark's control page (`<p>ok</p>` with the framework's own scripts) is measured first:
 * it is the floor this machine and the framework set for every page. Each page is measured
 * LIGHTHOUSE_RUNS times (default 3) and the median run is reported, chosen as Lighthouse's own
 * tools choose it (closest to the median first paint and time to interactive): one run's score
 * on a 2-core machine wanders by ten points. Reports go to reports/lighthouse/.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

import { firstId, startLocalServer } from './lib/local-server'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3301)
const OUT_DIR = 'reports/lighthouse'
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const CONTROL = '/bench-control'
const RUNS = Math.max(1, Math.min(Number(process.env.LIGHTHOUSE_RUNS ?? 3), 9))

/**
 * Requests over the network, as Lighthouse's resource summary counts them: the inline `data:`
 * pictures (blur placeholders written into the page) are not fetched and are not counted.
 */
function requestCount(details: unknown): number | '–' {
  const items = (details as { items?: { resourceType: string; requestCount: number }[] })?.items
  return items?.find((item) => item.resourceType === 'total')?.requestCount ?? '–'
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : Math.round(value * 100)

async function main() {
  const server = await startLocalServer('lighthouse', PORT)
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const eventId = await firstId(`${server.url}/api/v1/event?type=Event`)
    const blogId = await firstId(`${server.url}/api/v1/event?type=Blog`)
    const pages = [
      CONTROL,
      '/',
      '/news',
      `/events/${eventId}`,
      `/blogs/${blogId}`,
      '/about-us',
      '/bn',
      '/bn/news',
    ]
    // One visit each first, so the measured one is served from the page cache as visitors get it.
    for (const page of pages) await fetch(server.url + page)

    mkdirSync(OUT_DIR, { recursive: true })
    const rows = []
    for (const page of pages) {
      const runs = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(server.url + page, {
          port: chrome.port,
          output: ['html', 'json'],
          logLevel: 'error',
        })
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`)
        runs.push(result)
      }
      const median = computeMedianRun(runs.map((run) => run.lhr))
      const { lhr, report } = runs.find((run) => run.lhr === median) ?? runs[0]
      const performances = runs.map((run) => score(run.lhr.categories.performance?.score))
      const name = page === '/' ? 'home' : page.slice(1).replace(/\//g, '-')
      const [html, json] = report as string[]
      writeFileSync(path.join(OUT_DIR, `${name}.html`), html ?? '')
      writeFileSync(path.join(OUT_DIR, `${name}.json`), json ?? '')
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      rows.push({
        page: page === CONTROL ? `${CONTROL} (control)` : page,
        performance: score(lhr.categories.performance?.score),
        'runs (perf)': performances.join(' '),
        accessibility: score(lhr.categories.accessibility?.score),
        'best practices': score(lhr.categories['best-practices']?.score),
        seo: score(lhr.categories.seo?.score),
        'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(2),
        'TBT ms': Math.round(audit('total-blocking-time')),
        CLS: audit('cumulative-layout-shift').toFixed(3),
        'transfer KB': Math.round(audit('total-byte-weight') / 1024),
        requests: requestCount(lhr.audits['resource-summary']?.details),
      })
    }
    console.log(
      `\nLighthouse (mobile, simulated throttling), production build on localhost, median of ${RUNS}`,
    )
    console.table(rows)
    for (const row of rows.filter((r) => !r.page.startsWith(CONTROL))) {
      const misses = [
        Number(row.performance) < 95 && `performance ${row.performance} < 95`,
        Number(row.accessibility) < 100 && `accessibility ${row.accessibility} < 100`,
        Number(row['best practices']) < 95 && `best practices ${row['best practices']} < 95`,
        Number(row.seo) < 100 && `SEO ${row.seo} < 100`,
        Number(row['LCP s']) > 2 && `LCP ${row['LCP s']} s > 2.0 s`,
        row['TBT ms'] > 150 && `TBT ${row['TBT ms']} ms > 150 ms`,
        Number(row.CLS) > 0.05 && `CLS ${row.CLS} > 0.05`,
        row['transfer KB'] > 500 && `transfer ${row['transfer KB']} KB > 500 KB`,
        Number(row.requests) > 30 && `${row.requests} requests > 30`,
      ].filter(Boolean)
      if (misses.length) console.log(`Over budget on ${row.page}: ${misses.join(', ')}`)
    }
    console.log(`Reports: ${OUT_DIR}/`)
  } finally {
    await chrome.kill()
    server.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
