/** `npm run db:seed`: brings the database up to date and seeds demo content if it is empty. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seedDemoContent } from '@seed/index'
import { migrateDatabase } from '@/lib/payload/migrate'

async function main() {
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const { seeded } = await seedDemoContent(payload, { log: (msg) => payload.logger.info(msg) })
  payload.logger.info(
    seeded ? 'Demo content seeded' : 'Demo content already present; nothing to do',
  )
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
