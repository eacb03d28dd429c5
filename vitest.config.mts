import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const emptyModule = fileURLToPath(new URL('./tests/helpers/empty-module.ts', import.meta.url))
const noRootParams = fileURLToPath(new URL('./tests/helpers/root-params.ts', import.meta.url))

/** The project named on the command line (`--project int`), for naming the CI report. */
function projectFromArgs(): string {
  const i = process.argv.indexOf('--project')
  return i >= 0 ? (process.argv[i + 1] ?? 'all') : 'all'
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
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/int-global-setup.ts'],
          setupFiles: ['tests/helpers/int-setup.ts'],
          // One database for the whole run; files take turns so SQLite never sees two writers.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
