import path from 'node:path'

import { env } from '@/lib/env'

import { httpGatewayProvider } from './http-gateway'
import { smsOutboxProvider } from './outbox-provider'
import type { SmsProvider } from './provider'

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** The gateway the environment names, or the outbox when it names none. */
export function configuredSmsProvider(): SmsProvider {
  if (!env.SMS_GATEWAY_URL) return smsOutboxProvider(path.resolve(env.SMS_OUTBOX_DIR))
  return httpGatewayProvider({
    url: env.SMS_GATEWAY_URL,
    method: env.SMS_GATEWAY_METHOD,
    body: env.SMS_GATEWAY_BODY,
    apiKey: env.SMS_API_KEY,
    senderId: env.SMS_SENDER_ID,
    fields: {
      apiKey: env.SMS_FIELD_API_KEY,
      sender: env.SMS_FIELD_SENDER,
      to: env.SMS_FIELD_TO,
      text: env.SMS_FIELD_TEXT,
      reference: env.SMS_FIELD_REFERENCE,
    },
    extra: Object.fromEntries(new URLSearchParams(env.SMS_EXTRA_FIELDS)),
    successField: env.SMS_SUCCESS_FIELD,
    successValues: list(env.SMS_SUCCESS_VALUES),
    errorField: env.SMS_ERROR_FIELD,
    idField: env.SMS_ID_FIELD,
    timeoutMs: env.SMS_TIMEOUT_MS,
  })
}

/** How fast and how often messages are tried, from the environment. */
export const smsSending = {
  intervalMs: () => 1000 / env.SMS_RATE_PER_SECOND,
  maxAttempts: () => env.SMS_MAX_ATTEMPTS,
  retryDelayMs: (attempts: number) => env.SMS_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1),
  /** How long a message being sent is kept from other senders: its answer's wait, and a minute. */
  claimMs: () => env.SMS_TIMEOUT_MS + 60_000,
}
