/**
 * Scheduled publishing: a notice scheduled by staff is published when the server's job runner
 * (scripts/start.ts) calls the jobs endpoint with its token; nobody else may run jobs.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildNotice, buildNoticeCategory } from '@seed/factories'
import { getNotice } from '@/features/notices/queries'
import { JOB_RUNNER_HEADER } from '@/lib/job-runner'

import { createCast, dropWaitingJobs, rest, testPayload } from '../helpers/payload'

let payload: Payload
const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  process.env.JOB_RUNNER_TOKEN = 'runner-token-for-this-test-run'
  // The runner runs every due job: other files' leftovers would make it slow and this test unclear.
  await dropWaitingJobs(payload)
})

describe('scheduled publishing', () => {
  it('publishes a due notice when the runner calls, and lets no visitor or member run jobs', async () => {
    const category = await payload.create({
      collection: 'notice-categories',
      data: buildNoticeCategory(),
      context: quiet,
    })
    const draft = await payload.create({
      collection: 'notices',
      draft: true,
      data: buildNotice(category.id, { title: 'Scheduled circular', _status: 'draft' }),
      context: quiet,
    })
    const cast = await createCast(payload)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'notices', value: draft.id },
        user: { relationTo: 'admins', value: Number(cast.editor.id) },
      },
      waitUntil: new Date(Date.now() - 1000),
    })
    expect(await getNotice(draft.id)).toBeNull()

    const run = '/payload-jobs/run?queue=default'
    expect((await rest('GET', run)).status).toBe(401)
    expect((await rest('GET', run, { token: cast.studentA.token })).status).toBe(401)
    expect((await rest('GET', run, { headers: { [JOB_RUNNER_HEADER]: 'guess' } })).status).toBe(401)
    expect(await getNotice(draft.id)).toBeNull()

    const runner = await rest('GET', run, {
      headers: { [JOB_RUNNER_HEADER]: 'runner-token-for-this-test-run' },
    })
    expect(runner.status).toBe(200)
    const published = await payload.find({
      collection: 'notices',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
    })
    expect(published.docs.map((doc) => doc._status)).toEqual(['published'])
    // Signing in the cast's five accounts hashes five passwords: slow on a busy two-core machine.
  }, 90_000)
})
