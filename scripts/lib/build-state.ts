import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const SOURCES = [
  'src',
  'seed',
  'public',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
]

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

/** A production build is needed when there is none, or a source file changed after it. */
export function buildIsStale(
  root = process.cwd(),
  distDir = process.env.NEXT_DIST_DIR || '.next',
): boolean {
  const buildId = path.join(root, distDir, 'BUILD_ID')
  if (!existsSync(buildId)) return true
  const builtAt = statSync(buildId).mtimeMs
  return SOURCES.some((entry) => newestMtime(path.join(root, entry)) > builtAt)
}
