import { z } from 'zod'

import { serverUrlFrom } from '@/lib/server-url'

/** Secrets that ship in examples and must never run a real site. */
const PLACEHOLDER_SECRETS = new Set([
  '',
  'secret',
  'changeme',
  'change-me',
  'replace-me',
  'YOUR_SECRET_HERE',
])

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PAYLOAD_SECRET: z.string().default(''),
  DATABASE_URL: z.string().default('file:./data/school.db'),
  /** The site's public address; without it, http://localhost on PORT (3000). */
  SERVER_URL: z.url().default(serverUrlFrom({ PORT: process.env.PORT })),
  /**
   * Further addresses the site answers at, comma-separated (the www name, a LAN address); a
   * page asked for at any other address is redirected to SERVER_URL.
   */
  EXTRA_SERVER_URLS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().default('Padmapar Ideal School & College <no-reply@padmapar.example>'),
  OUTBOX_DIR: z.string().default('./data/outbox'),
  MEDIA_DIR: z.string().default('data/media'),
  DOCUMENTS_DIR: z.string().default('data/documents'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` (one object per line, for log shipping) is the default in production. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  BACKUP_DIR: z.string().default('backups'),
  /** Shared Next.js page cache for several instances (redis://host:6379); file cache without it. */
  REDIS_URL: z.string().optional(),
  /** Prefix of this site's keys and channels in Redis, so several sites can share one server. */
  REDIS_KEY_PREFIX: z.string().default('next:'),
  /** How many proxies in front append to X-Forwarded-For (0: the connection's address counts). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /** With a bucket, uploads go to S3-compatible object storage instead of MEDIA_DIR and DOCUMENTS_DIR. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** For S3-compatible services other than AWS (MinIO, Cloudflare R2, DigitalOcean Spaces, …). */
  S3_ENDPOINT: z.url().optional(),
  /** Without keys the AWS SDK's own chain is used (instance role, AWS_PROFILE, …). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true` for services that want bucket names in the path rather than the host name. */
  /** Bulk-SMS gateway (docs/integrations.md, "SMS gateways"); without a URL messages go to SMS_OUTBOX_DIR. */
  SMS_GATEWAY_URL: z.url().optional(),
  SMS_API_KEY: z.string().default(''),
  SMS_SENDER_ID: z.string().default(''),
  SMS_GATEWAY_METHOD: z.enum(['GET', 'POST']).default('POST'),
  SMS_GATEWAY_BODY: z.enum(['form', 'json']).default('form'),
  SMS_FIELD_API_KEY: z.string().default('api_key'),
  SMS_FIELD_SENDER: z.string().default('senderid'),
  SMS_FIELD_TO: z.string().default('number'),
  SMS_FIELD_TEXT: z.string().default('message'),
  /** A field that takes a fresh unique id per message, for gateways that want one. */
  SMS_FIELD_REFERENCE: z.string().optional(),
  /** Fixed fields in query-string form, e.g. `type=text`. */
  SMS_EXTRA_FIELDS: z.string().default('type=text'),
  SMS_SUCCESS_FIELD: z.string().default('response_code'),
  SMS_SUCCESS_VALUES: z.string().default('202'),
  SMS_ERROR_FIELD: z.string().default('error_message'),
  SMS_ID_FIELD: z.string().default('message_id'),
  SMS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Messages per second the gateway accepts from this account. */
  SMS_RATE_PER_SECOND: z.coerce.number().positive().default(10),
  /** Tries per message when the gateway is down or silent (waits double from the delay). */
  SMS_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  SMS_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(60_000),
  SMS_OUTBOX_DIR: z.string().default('./data/sms-outbox'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
})

export type Env = z.infer<typeof schema>

function loadEnv(): Env {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => `  ${i.path.join('.')}: ${i.message}`)
      .join('\n')
    throw new Error(`Invalid environment configuration:\n${problems}`)
  }
  const env = parsed.data
  const weakSecret = PLACEHOLDER_SECRETS.has(env.PAYLOAD_SECRET) || env.PAYLOAD_SECRET.length < 32
  if (weakSecret && env.NODE_ENV === 'production') {
    throw new Error(
      'PAYLOAD_SECRET is missing or a placeholder. Set a random value of at least 32 characters ' +
        '(`npm start` writes one into .env on first run).',
    )
  }
  return env
}

export const env = loadEnv()

/** Whether the operator named the site's public address; without it links follow the request. */
export const serverUrlIsSet = Boolean(process.env.SERVER_URL?.trim())

/** True for a Postgres connection URL (the other choice is an SQLite `file:` URL). */
export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)

export const isPostgres = isPostgresUrl(env.DATABASE_URL)
