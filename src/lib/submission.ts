import 'server-only'

import type { User } from '@/payload-types'

/**
 * Where a write came from: the visitor's address (for the limits) and the name a caught bot's
 * log line gives the door (`contact form`, `contact API` …).
 */
export type Sender = { address: string; honeypot: string }

/**
 * A signed-in member's write: the address (for the limits) and the member, asked for after any
 * per-address limit, so a flood of signed-out requests is limited too.
 */
export type MemberSender = { address: string; member: () => Promise<Member> }

type Member = User & { collection: 'users' }

/** A submission's fields, or how to read them: the API's body is read only once the limits pass. */
export type Submission = Record<string, unknown> | (() => Promise<Record<string, unknown>>)

export async function readSubmission(input: Submission): Promise<Record<string, unknown>> {
  return typeof input === 'function' ? input() : input
}
