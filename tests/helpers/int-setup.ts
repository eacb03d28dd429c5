/** Points every integration test file at the run's fresh database before the config loads. */
import path from 'node:path'

import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.MEDIA_DIR = path.join(inject('filesDir'), 'media')
process.env.DOCUMENTS_DIR = path.join(inject('filesDir'), 'documents')
process.env.OUTBOX_DIR = path.join(inject('filesDir'), 'outbox')
Object.assign(process.env, inject('serviceEnv'))
// Runs before each file, also where files share one module graph (tests/helpers/outbox.ts).
;(globalThis as { testFileStarted?: string }).testFileStarted = new Date().toISOString()
