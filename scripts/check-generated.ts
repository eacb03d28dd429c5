/**
 * Fails when src/payload-types.ts is out of date with the collections, so the only entity types
 * in the codebase always match the schema. Fix with `npm run generate:types`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import config from '@payload-config'
import { generateTypes } from 'payload/node'

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'payload-types-'))
  const fresh = path.join(dir, 'payload-types.ts')
  try {
    // generateTypes writes to PAYLOAD_TS_OUTPUT_PATH when it is set.
    process.env.PAYLOAD_TS_OUTPUT_PATH = fresh
    await generateTypes(await config, { log: false })
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

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
