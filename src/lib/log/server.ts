import 'server-only'

import { headers } from 'next/headers'
import { pino, type Logger } from 'pino'

import { getPayloadClient } from '@/lib/payload/get-payload-client'

import { loggerOptions } from './logger'
import { REQUEST_ID_HEADER } from './request-id'

/** The id of the request being served, when there is one (not in scripts or jobs). */
export async function currentRequestId(): Promise<string | undefined> {
  try {
    return (await headers()).get(REQUEST_ID_HEADER) ?? undefined
  } catch {
    return undefined
  }
}

/** Logs a failure the visitor only sees as a friendly message, tagged with the request's id. */
export async function logError(
  msg: string,
  err: unknown,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const reqId = extra.reqId ?? (await currentRequestId())
  const payload = await getPayloadClient().catch(() => null)
  if (payload) payload.logger.error({ ...extra, reqId, err, msg })
  else standalone().error({ ...extra, reqId, err, msg })
}

let fallback: Logger | undefined

/** For failures before Payload can start (its database unreachable, for one). */
function standalone(): Logger {
  fallback ??= pino(loggerOptions())
  return fallback
}
