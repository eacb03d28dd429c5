/**
 * Adds up the JSON reports of every test run into one closing line a reader can trust.
 * Usage: tsx scripts/ci-summary.ts [expected report names, e.g. vitest-unit playwright]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

type Counts = { passed: number; failed: number; skipped: number }

const REPORTS = 'reports'

function vitestCounts(file: string): Counts {
  const r = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests?: number
  }
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + (r.numTodoTests ?? 0),
  }
}

function playwrightCounts(file: string): Counts {
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number }
  }
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }
}

const files = existsSync(REPORTS)
  ? readdirSync(REPORTS)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : []
const total: Counts = { passed: 0, failed: 0, skipped: 0 }
for (const name of files) {
  const file = path.join(REPORTS, name)
  const counts = name.startsWith('playwright') ? playwrightCounts(file) : vitestCounts(file)
  console.log(
    `${name.replace(/\.json$/, '').padEnd(20)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  )
  total.passed += counts.passed
  total.failed += counts.failed
  total.skipped += counts.skipped
}
if (files.length === 0) {
  console.error('No test reports found under reports/.')
  process.exit(1)
}
// Every run named on the command line must have reported, and passed something: a run that
// ended early without a report must not read as green.
const missing = process.argv.slice(2).filter((name) => !files.includes(`${name}.json`))
for (const name of missing) console.error(`${name.padEnd(20)} no report: the run did not finish`)
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
process.exit(total.failed > 0 || total.passed === 0 || missing.length > 0 ? 1 : 0)
