import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { serverUrlFrom } from '@/lib/server-url'

import { bin, run } from './run'

const SOURCES = [
  'src',
  'seed',
  'public',
  'next.config.ts',
  'scripts/lib/framework-chunks.ts',
  'package-lock.json',
  'postcss.config.mjs',
]

/**
 * Written into the build folder when `next build` has finished. Next.js writes its BUILD_ID
 * early, so a build that failed or was stopped half-way still has one; this marker it has not.
 */
const FINISHED = 'build-finished'

const defaultDistDir = () => process.env.NEXT_DIST_DIR || '.next'

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

/** The address a finished build's pages were rendered for, or null (none, or an older marker). */
function builtFor(finished: string): string | null {
  try {
    const marker = JSON.parse(readFileSync(finished, 'utf8')) as { serverUrl?: unknown }
    return typeof marker.serverUrl === 'string' ? marker.serverUrl : null
  } catch {
    return null
  }
}

/**
 * A production build is needed when none has finished, a source file changed after it, or its
 * pages were rendered for another address than `serverUrl` (their links, canonical addresses and
 * QR codes carry it).
 */
export function buildIsStale(
  root = process.cwd(),
  distDir = defaultDistDir(),
  serverUrl: string = serverUrlFrom(),
): boolean {
  const finished = path.join(root, distDir, FINISHED)
  if (!existsSync(finished) || builtFor(finished) !== serverUrl) return true
  const builtAt = statSync(finished).mtimeMs
  return SOURCES.some((entry) => newestMtime(path.join(root, entry)) > builtAt)
}

/** The next start builds again (its pages were rendered from a database that is gone). */
export function forgetBuild(distDir = defaultDistDir(), root = process.cwd()): void {
  rmSync(path.join(root, distDir, FINISHED), { force: true })
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

/** `next build --webpack` into `distDir` (from `env`), marked finished only when it has. */
export async function buildSite(env: NodeJS.ProcessEnv, distDir = defaultDistDir()): Promise<void> {
  forgetBuild(distDir)
  let stopped = false
  const stop = () => {
    stopped = true
  }
  for (const signal of STOP_SIGNALS) process.on(signal, stop)
  try {
    await run(bin('next'), ['build', '--webpack'], { ...env, NEXT_DIST_DIR: distDir })
  } finally {
    for (const signal of STOP_SIGNALS) process.off(signal, stop)
  }
  if (stopped) throw new Error('The build was stopped before it finished.')
  const marker = { finishedAt: new Date().toISOString(), serverUrl: serverUrlFrom(env) }
  writeFileSync(path.join(distDir, FINISHED), JSON.stringify(marker))
}
