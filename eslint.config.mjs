import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const RELATIVE_CLIMBS = { group: ['../../*'], message: 'Import through `@/`, not `../../`.' }

const FEATURES = {
  group: ['@/features/*', '**/features/*'],
  message: 'Layers point down: features build on this folder, never the reverse',
}
const APP = {
  group: ['@/app/*', '**/app/*'],
  message: 'Layers point down: routes build on this folder, never the reverse',
}

/** Folders below features and routes: they may not import them (tests may import anything). */
const LOWER_LAYERS = [
  'src/lib/**',
  'src/components/**',
  'src/collections/**',
  'src/globals/**',
  'src/access/**',
  'src/hooks/**',
  'src/fields/**',
  'src/payload.config.ts',
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.builds/**',
      'node_modules/**',
      'data/**',
      'media/**',
      'reports/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description' },
      ],
      'no-restricted-imports': ['error', { patterns: [RELATIVE_CLIMBS] }],
    },
  },
  {
    // React's server render of a form's no-JavaScript answer checks the form's action against the
    // posted one; an action bound during a client render is new at every render, its bound
    // values a promise the check waits on, so the render starts again forever and the server stops.
    files: ['src/**/*.client.ts', 'src/**/*.client.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='bind']",
          message:
            'Do not bind a server action in a client component: send the value in a hidden field (or bind it in a server component).',
        },
      ],
    },
  },
  {
    // A test waits for what it can see or for the page's own clock, never for a fixed time: a
    // sleep is too short on a busy machine and too long everywhere else.
    files: ['tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'Wait for what the person would see (expect, expect.poll, waitForFunction) or run the page clock (page.clock.runFor), not a fixed time.',
        },
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message:
            'Wait for the condition (vi.waitFor, expect.poll) or move the clock (vi.useFakeTimers, vi.setSystemTime), not a fixed time.',
        },
      ],
    },
  },
  {
    files: LOWER_LAYERS,
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [RELATIVE_CLIMBS, FEATURES, APP] }],
    },
  },
]

export default config
