/**
 * The browser tests' server (playwright.config.ts): `npm start` on a fresh database under
 * data/e2e. When the tests' build is current for the sources, the database and uploads are a
 * fresh copy of those it was rendered from, so the run starts without building again; otherwise
 * `npm start` seeds a new database and builds.
 */
import { rmSync } from 'node:fs'

import { copyBuildData } from './lib/build-state'

rmSync('data/e2e', { recursive: true, force: true })
const distDir = process.env.NEXT_DIST_DIR ?? '.builds/e2e'
if (copyBuildData(distDir, process.env))
  console.log(`› The build in ${distDir} is current: serving it on a copy of its content`)
await import('./start')
