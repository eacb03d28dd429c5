import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const emptyModule = fileURLToPath(new URL('./tests/helpers/empty-module.ts', import.meta.url))
const noRootParams = fileURLToPath(new URL('./tests/helpers/root-params.ts', import.meta.url))

/** The project named on the command line (`--project int`), for naming the CI report. */
function projectFromArgs(): string {
  const i = process.argv.indexOf('--project')
  const name = i >= 0 ? (process.argv[i + 1] ?? 'all') : 'all'
  return name.startsWith('int') ? 'int' : name
}

/**
 * Integration files that mock a module or set the environment before the app loads (a fake SMS
 * gateway, mail settings, a request's headers) need a module graph of their own; the rest share
 * one, so the app and Payload load once for all of them instead of once per file.
 */
const OWN_MODULES =
  /vi\.(mock|doMock|resetModules|stubEnv)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|Object\.assign\(process\.env|delete process\.env|fake-sms-gateway/
const intFiles = readdirSync('tests/int', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `tests/int/${file}`)
const ownModuleFiles = intFiles.filter((file) => OWN_MODULES.test(readFileSync(file, 'utf8')))

/** The settings both integration projects share: one database each, files one at a time. */
const integration: {
  environment: 'node'
  globalSetup: string[]
  setupFiles: string[]
  fileParallelism: boolean
  testTimeout: number
  hookTimeout: number
} = {
  environment: 'node',
  globalSetup: ['tests/helpers/int-global-setup.ts'],
  setupFiles: ['tests/helpers/int-setup.ts'],
  // One database for the whole run; files take turns so SQLite never sees two writers.
  fileParallelism: false,
  testTimeout: 30_000,
  hookTimeout: 120_000,
}

/** In CI each run also writes a JSON report that scripts/ci-summary.ts adds up. */
const reportName = process.env.TEST_REPORT_NAME ?? projectFromArgs()
const reporters: (string | [string, Record<string, unknown>])[] = process.env.CI
  ? ['default', ['json', { outputFile: `reports/vitest-${reportName}.json` }]]
  : ['default']

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // `server-only` throws outside a React Server Components bundle; tests run on the server anyway.
    // `next/root-params` is filled in by Next's compiler; tests render no route, so it has none.
    alias: { 'server-only': emptyModule, 'next/root-params': noRootParams },
  },
  test: {
    reporters,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'seed/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          exclude: ownModuleFiles,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'int-own-modules',
          include: ownModuleFiles,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
