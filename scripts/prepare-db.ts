/**
 * Brings the database up to date with the committed migrations and seeds demo content into an
 * empty database, and hands back e-mail jobs a stopped server was still sending. Safe to run on
 * every start.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload } from 'payload'

import { seedDemoContent } from '@seed/index'
import { releaseStalledEmailJobs } from '@/lib/email/email-queue'
import { env, isPostgres } from '@/lib/env'
import { migrateDatabase } from '@/lib/payload/migrate'

async function main() {
  const started = Date.now()
  if (!isPostgres)
    mkdirSync(path.dirname(env.DATABASE_URL.replace(/^file:/, '')), { recursive: true })
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  await releaseStalledEmailJobs(payload)
  if (process.env.SEED_DEMO_CONTENT !== 'false') {
    const { seeded } = await seedDemoContent(payload, { log: (msg) => payload.logger.info(msg) })
    if (seeded) payload.logger.info('Demo content seeded')
  }
  payload.logger.info(`Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
