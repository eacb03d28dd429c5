/**
 * Fails when the platform the site stands on is out of step: every Payload package must be
 * installed at one and the same version, at least the patched minimum, and Next.js too. With
 * `--audit` it also asks the npm registry for known high or critical advisories of the
 * production dependencies; a registry that cannot answer is reported, not taken for a pass.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** The first releases with the fixes this site relies on. */
const MINIMUM = { payload: '3.90.0', next: '16.2.6' }

type Lock = { packages: Record<string, { version?: string }> }

const parse = (version: string) => version.split(/[.-]/).slice(0, 3).map(Number)

/** Negative, zero or positive as `a` is older than, equal to or newer than `b`. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [parse(a), parse(b)]
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0)
  return 0
}

function installedVersions(): Map<string, string> {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock
  const found = new Map<string, string>()
  for (const [where, { version }] of Object.entries(lock.packages)) {
    const name = where.replace(/^.*node_modules\//, '')
    const top = where === `node_modules/${name}`
    if (
      top &&
      version &&
      (name === 'payload' || name === 'next' || name.startsWith('@payloadcms/'))
    )
      found.set(name, version)
  }
  return found
}

function checkVersions(): string[] {
  const versions = installedVersions()
  const problems: string[] = []
  const payload = [...versions].filter(([name]) => name !== 'next')
  const distinct = new Set(payload.map(([, version]) => version))
  if (distinct.size > 1)
    problems.push(
      `Payload packages differ: ${payload.map(([name, v]) => `${name}@${v}`).join(', ')}`,
    )
  for (const [name, version] of payload)
    if (compareVersions(version, MINIMUM.payload) < 0)
      problems.push(`${name}@${version} is older than ${MINIMUM.payload}`)
  const next = versions.get('next')
  if (!next) problems.push('next is not installed')
  else if (compareVersions(next, MINIMUM.next) < 0)
    problems.push(`next@${next} is older than ${MINIMUM.next}`)
  console.log(
    `Platform: payload ${[...distinct].join(', ')} (${payload.length} packages), next ${next ?? '?'}`,
  )
  return problems
}

/** null when the registry could not be asked. */
function auditProblems(): string[] | null {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    encoding: 'utf8',
  })
  let report: { metadata?: { vulnerabilities?: Record<string, number> } }
  try {
    report = JSON.parse(run.stdout) as typeof report
  } catch {
    return null
  }
  const counts = report.metadata?.vulnerabilities
  if (!counts) return null
  const serious = (counts.high ?? 0) + (counts.critical ?? 0)
  console.log(`npm audit (production dependencies): ${JSON.stringify(counts)}`)
  return serious > 0 ? [`${serious} high or critical advisories: run npm audit --omit=dev`] : []
}

function main() {
  const problems = checkVersions()
  if (process.argv.includes('--audit')) {
    const found = auditProblems()
    if (found === null)
      console.log('npm audit: the registry did not answer the advisory query; not checked.')
    else problems.push(...found)
  }
  for (const problem of problems) console.error(problem)
  process.exit(problems.length > 0 ? 1 : 0)
}

if (process.argv[1]?.endsWith('check-platform.ts')) main()
