import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { serverUrlFrom } from '@/lib/server-url'

import { snapshotSqlite, sqliteFile } from './backup'
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
 * QR codes carry it; null takes a build for any address).
 */
export function buildIsStale(
  root = process.cwd(),
  distDir = defaultDistDir(),
  serverUrl: string | null = serverUrlFrom(),
): boolean {
  const finished = path.join(root, distDir, FINISHED)
  if (!existsSync(finished)) return true
  if (serverUrl !== null && builtFor(finished) !== serverUrl) return true
  const builtAt = statSync(finished).mtimeMs
  return SOURCES.some((entry) => newestMtime(path.join(root, entry)) > builtAt)
}

/** The next start builds again (its pages were rendered from a database that is gone). */
export function forgetBuild(distDir = defaultDistDir(), root = process.cwd()): void {
  rmSync(path.join(root, distDir, FINISHED), { force: true })
}

/**
 * Where a build keeps a copy of the SQLite database and upload folders its pages were rendered
 * from (BUILD_KEEPS_DATA=1), so another run can serve the same build from the same content.
 */
export const builtFromDir = (distDir: string) => path.join(distDir, 'built-from')

/** The folders a build's copy holds beside its database, by their variable. */
const KEPT_FOLDERS = { MEDIA_DIR: 'media', DOCUMENTS_DIR: 'documents' } as const

/** Copies the database and uploads `env` names into the build's `built-from` folder. */
async function keepBuildData(env: NodeJS.ProcessEnv, distDir: string): Promise<void> {
  const url = env.DATABASE_URL ?? ''
  if (!url.startsWith('file:')) return
  const dir = builtFromDir(distDir)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  await snapshotSqlite(sqliteFile(url), path.join(dir, 'school.db'))
  for (const [variable, folder] of Object.entries(KEPT_FOLDERS)) {
    const from = env[variable]
    if (from && existsSync(from)) cpSync(from, path.join(dir, folder), { recursive: true })
  }
}

/**
 * A fresh copy, for `env`'s database and upload folders, of the content `distDir`'s build was
 * rendered from; false when that build kept none (or a source changed since it was made).
 */
export function copyBuildData(distDir: string, env: NodeJS.ProcessEnv): boolean {
  const dir = builtFromDir(distDir)
  const url = env.DATABASE_URL ?? ''
  if (!url.startsWith('file:') || !existsSync(path.join(dir, 'school.db'))) return false
  if (buildIsStale(process.cwd(), distDir, null)) return false
  const target = sqliteFile(url)
  mkdirSync(path.dirname(target), { recursive: true })
  cpSync(path.join(dir, 'school.db'), target)
  for (const [variable, folder] of Object.entries(KEPT_FOLDERS)) {
    const to = env[variable]
    if (to && existsSync(path.join(dir, folder)))
      cpSync(path.join(dir, folder), to, { recursive: true })
  }
  return true
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
  if (env.BUILD_KEEPS_DATA === '1') await keepBuildData(env, distDir)
  const marker = { finishedAt: new Date().toISOString(), serverUrl: serverUrlFrom(env) }
  writeFileSync(path.join(distDir, FINISHED), JSON.stringify(marker))
}
