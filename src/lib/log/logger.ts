import { pino, type LoggerOptions } from 'pino'

import { env } from '@/lib/env'

import { REDACT_PATHS, REDACTED, scrubText } from './redact'

/** One JSON object per line for log shipping in production; readable lines while developing. */
export const jsonLogs =
  (env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty')) === 'json'

function scrubError(error: unknown) {
  const serialised = pino.stdSerializers.err(error as Error)
  if (!serialised || typeof serialised !== 'object') return serialised
  return {
    ...serialised,
    message: scrubText(String(serialised.message ?? '')),
    stack: scrubText(String(serialised.stack ?? '')),
  }
}

/**
 * The options of every logger in the app (Payload's included): contact details, passwords and
 * tokens are masked whether they sit in a field or inside a message.
 */
export function loggerOptions(): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: scrubError, error: scrubError },
    formatters: {
      log: (entry) =>
        typeof entry.msg === 'string' ? { ...entry, msg: scrubText(entry.msg) } : entry,
    },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<
            typeof method
          >,
        )
      },
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  }
}
