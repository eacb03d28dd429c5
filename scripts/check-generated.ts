/**
 * Fails when src/payload-types.ts is out of date with the collections, so the only entity types
 * in the codebase always match the schema. Fix with `npm run generate:types`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { NODE_OPTIONS, run } from './lib/run'

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'payload-types-'))
  const fresh = path.join(dir, 'payload-types.ts')
  try {
    await run('npx', ['payload', 'generate:types'], {
      ...process.env,
      NODE_OPTIONS,
      PAYLOAD_TS_OUTPUT_PATH: fresh,
    })
    const committed = readFileSync('src/payload-types.ts', 'utf8')
    if (readFileSync(fresh, 'utf8') !== committed) {
      console.error(
        'src/payload-types.ts is out of date: run `npm run generate:types` and commit it.',
      )
      process.exit(1)
    }
    console.log('Generated Payload types are current.')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
