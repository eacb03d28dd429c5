import { describe, expect, it } from 'vitest'

import { isJobRunner, JOB_RUNNER_HEADER } from './job-runner'

const TOKEN = 'a'.repeat(64)

describe('isJobRunner', () => {
  it('accepts only the token this server was started with', () => {
    expect(isJobRunner(new Headers({ [JOB_RUNNER_HEADER]: TOKEN }), TOKEN)).toBe(true)
    expect(isJobRunner(new Headers({ [JOB_RUNNER_HEADER]: `${TOKEN}b` }), TOKEN)).toBe(false)
    expect(isJobRunner(new Headers(), TOKEN)).toBe(false)
  })

  it('refuses everyone when the server runs without a job runner', () => {
    expect(isJobRunner(new Headers({ [JOB_RUNNER_HEADER]: '' }), undefined)).toBe(false)
    expect(isJobRunner(new Headers({ [JOB_RUNNER_HEADER]: 'x' }), '')).toBe(false)
  })
})
