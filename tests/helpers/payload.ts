/**
 * Integration tests talk to the app the way the world does: through Payload's REST handler (the
 * same one /api/[...slug] mounts) with real cookies and tokens, and through the Local API with
 * access enforced (`overrideAccess: false`).
 */
import config from '@payload-config'
import { getPayload, handleEndpoints, type Payload } from 'payload'

import type { StaffRole } from '@/access/duties'
import type { Admin } from '@/payload-types'

import { buildAdmin, buildStudent, buildTeacher, DEMO_PASSWORD } from '@seed/factories'

export const SERVER = process.env.SERVER_URL ?? 'http://localhost:3000'

export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

export type RestOptions = { token?: string; body?: unknown; headers?: Record<string, string> }

export type RestResult<T = Record<string, unknown>> = { status: number; body: T; headers: Headers }

/** One request to Payload's REST API, e.g. `rest('GET', '/users/12', { token })`. */
export async function rest<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  { token, body, headers = {} }: RestOptions = {},
): Promise<RestResult<T>> {
  const request = new Request(`${SERVER}/api${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `JWT ${token}` } : {}),
      origin: SERVER,
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as T,
    headers: response.headers,
  }
}

export type Account = { id: number | string; email: string; token: string }

/** Signs in through REST and returns the token a browser would hold in its cookie. */
export async function login(
  collection: 'users' | 'admins',
  email: string,
  password = DEMO_PASSWORD,
) {
  const res = await rest<{ token?: string; user?: { id: number | string } }>(
    'POST',
    `/${collection}/login`,
    {
      body: { email, password },
    },
  )
  if (res.status !== 200 || !res.body.token || !res.body.user) {
    throw new Error(`Login failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`)
  }
  return { id: res.body.user.id, email, token: res.body.token }
}

/** The cast of every access test: two students, a teacher, staff of several duties and an admin. */
export async function createCast(payload: Payload) {
  const make = async (
    collection: 'users' | 'admins',
    data: Record<string, unknown>,
  ): Promise<Account> => {
    const doc = await payload.create({
      collection,
      data: data as never,
      context: { disableRevalidate: true },
    })
    return login(collection, doc.email as string)
  }
  return {
    studentA: await make('users', buildStudent()),
    studentB: await make('users', buildStudent()),
    teacher: await make('users', buildTeacher()),
    editor: await make('admins', buildAdmin({ roles: ['editor'] })),
    treasurer: await make('admins', buildAdmin({ roles: ['treasurer'] })),
    office: await make('admins', buildAdmin({ roles: ['office'] })),
    communications: await make('admins', buildAdmin({ roles: ['communications'] })),
    admin: await make('admins', buildAdmin({ roles: ['admin'] })),
  }
}

/** A new staff account as the Local API's `user` (an editor unless told otherwise). */
export async function newStaff(
  payload: Payload,
  role: StaffRole = 'editor',
): Promise<Admin & { collection: 'admins' }> {
  const admin = await payload.create({
    collection: 'admins',
    data: buildAdmin({ roles: [role] }),
    context: { disableRevalidate: true },
  })
  return { ...admin, collection: 'admins' }
}

/**
 * Drops the jobs other test files left waiting in the shared database, for a test that runs the
 * whole queue (or moves the clock on) and must find only its own jobs there.
 */
export async function dropWaitingJobs(payload: Payload): Promise<void> {
  await payload.delete({
    collection: 'payload-jobs',
    where: { completedAt: { exists: false } },
    overrideAccess: true,
  })
}
