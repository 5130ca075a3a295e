import { z } from 'zod'
import { parseTrustProxy, TRUST_PROXY_EXPECTED, type TrustProxy } from './security/client-address.ts'

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const optionalUrl = (what: string) => optionalText.pipe(z.url({ message: `expected ${what}, such as https://example.org` }).optional())

/** See parseTrustProxy: false, true (one proxy), a number of proxies, or proxy addresses and CIDR ranges. */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const parsed = parseTrustProxy(value)
    if (parsed) return parsed
    context.addIssue({ code: 'custom', message: TRUST_PROXY_EXPECTED })
    return z.NEVER
  })

/** An age public key, X25519 (age1 and 58 characters) or post-quantum hybrid, in bech32's alphabet. */
const AGE_RECIPIENT = /^age1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{58,}$/
const isPrivateKey = (value: string) => value.toUpperCase().startsWith('AGE-SECRET-KEY')

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'expected development, production or test' }).default('production'),
    HOST: z.string().trim().min(1, 'expected a host name or address, such as 0.0.0.0').default('0.0.0.0'),
    PORT: z.coerce
      .number({ message: 'expected a port number' })
      .int('expected a whole port number')
      .min(0)
      .max(65535, 'expected a port from 0 to 65535')
      .default(3000),
    SITE_URL: z
      .url({ message: 'expected the public address of the site, such as https://www.example.org' })
      .default('http://localhost:3000')
      .transform((url) => url.replace(/\/+$/, '')),
    TRUST_PROXY: trustProxy,
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// connection URL')
        .optional(),
    ),
    DATA_DIR: z.string().trim().min(1, 'expected a folder path').default('./data'),
    DISK_MIN_FREE_MB: z.coerce.number({ message: 'expected a number of megabytes' }).int().min(0).default(200),
    PAGE_CACHE: z.enum(['on', 'off'], { message: 'expected on or off' }).default('on'),
    PAGE_CACHE_MAX_BYTES: z.coerce
      .number({ message: 'expected a number of bytes' })
      .int()
      .min(0)
      .default(32 * 1024 * 1024),
    MAX_REQUESTS_IN_FLIGHT: z.coerce
      .number({ message: 'expected a number of requests' })
      .int('expected a whole number of requests')
      .min(2, 'expected at least 2')
      .default(256),
    ACCESS_LOG: z.enum(['on', 'off'], { message: 'expected on or off' }).default('off'),
    ADMIN_REQUIRE_SECOND_FACTOR: z
      .enum(['true', 'false'], { message: 'expected true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    DATABASE_POOL_SIZE: z.coerce.number({ message: 'expected a number' }).int().min(1).max(100, 'expected 1 to 100').default(10),

    YOUTUBE_CHANNEL_ID: optionalText.pipe(
      z
        .string()
        .regex(/^UC[\w-]{22}$/, 'expected a YouTube channel id starting with UC, 24 characters')
        .optional(),
    ),
    YOUTUBE_API_KEY: optionalText,
    YOUTUBE_API_BASE_URL: optionalUrl('the YouTube Data API base URL').default('https://www.googleapis.com/youtube/v3'),
    YOUTUBE_FEED_BASE_URL: optionalUrl('the YouTube feed base URL').default('https://www.youtube.com'),
    YOUTUBE_IMAGE_BASE_URL: optionalUrl('the YouTube thumbnail image base URL').default('https://i.ytimg.com'),
    SERMON_THUMBNAILS_MAX_BYTES: z.coerce
      .number({ message: 'expected a number of bytes' })
      .int()
      .min(1024 * 1024, 'expected at least 1048576 (1 MiB)')
      .default(128 * 1024 * 1024),
    SERMON_THUMBNAILS_RATE_LIMIT: z.coerce.number({ message: 'expected a number of requests' }).int().min(1).default(1200),

    RESEND_API_KEY: optionalText,
    RESEND_BASE_URL: optionalUrl('the Resend API base URL'),
    MAIL_FROM: z.string().trim().min(3, 'expected a sender such as "Church Website <web@example.org>"').default('Church Website <website@example.org>'),
    NOTIFY_EMAIL_FALLBACK: optionalText.pipe(z.email({ message: 'expected an e-mail address' }).optional()),
    OUTBOX_POLL_MS: z.coerce.number({ message: 'expected milliseconds' }).int().min(50).default(5000),
    OUTBOX_RETRY_BASE_MS: z.coerce.number({ message: 'expected milliseconds' }).int().min(0).default(30_000),
    OUTBOX_LEASE_SECONDS: z.coerce.number({ message: 'expected seconds' }).int().min(5, 'expected at least 5 seconds').default(120),
    NEWS_SEND_PER_SECOND: z.coerce.number({ message: 'expected a number of e-mails' }).int().min(1).max(100, 'expected 1 to 100').default(4),
    SUBMISSION_RETENTION_DAYS: z.coerce.number({ message: 'expected a number of days' }).int().min(1, 'expected at least 1 day').default(365),

    FORM_RATE_LIMIT: z.coerce.number({ message: 'expected a number of submissions' }).int().min(1).default(10),
    FORM_RATE_WINDOW_SECONDS: z.coerce.number({ message: 'expected seconds' }).int().min(1).default(600),
    FORM_HELD_APART_LIMIT: z.coerce.number({ message: 'expected a number of submissions' }).int().min(10, 'expected at least 10').default(1000),
    FORM_REPEATS_PER_DAY: z.coerce.number({ message: 'expected a number of copies' }).int().min(1, 'expected at least 1').default(2),
    NEWS_UNCONFIRMED_PER_HOUR: z.coerce.number({ message: 'expected a number of addresses' }).int().min(1, 'expected at least 1').default(100),
    FORM_FLOOD_POSTS_PER_MINUTE: z.coerce.number({ message: 'expected a number of posts' }).int().min(2, 'expected at least 2').default(20),
    FORM_FLOOD_ADDRESSES_PER_MINUTE: z.coerce.number({ message: 'expected a number of addresses' }).int().min(2, 'expected at least 2').default(8),

    S3_ENDPOINT: optionalUrl('the S3 endpoint URL'),
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_REGION: optionalText,

    BACKUP_INTERVAL_HOURS: z.coerce.number({ message: 'expected a number of hours' }).min(0).max(744, 'expected at most 744 hours (31 days)').default(24),
    BACKUP_KEEP: z.coerce.number({ message: 'expected a number of backups' }).int().min(1, 'expected at least 1').max(1000).default(7),
    BACKUP_DIR: optionalText,
    BACKUP_S3_BUCKET: optionalText,
    BACKUP_MIN_FREE_MB: z.coerce.number({ message: 'expected megabytes' }).int().min(0).default(64),
    BACKUP_RECIPIENT: optionalText.pipe(
      z
        .string()
        .refine((value) => !isPrivateKey(value), 'this is the private key: keep it off this machine, and set the public key (age1…) here')
        .refine(
          (value) => isPrivateKey(value) || AGE_RECIPIENT.test(value),
          'expected the public key of a backup key pair, age1… (make one with npm run backup:key)',
        )
        .optional(),
    ),
  })
  .superRefine((config, context) => {
    const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'] as const
    const missing = s3.filter((name) => !config[name])
    if (missing.length === 0 || missing.length === s3.length) return
    for (const name of missing) {
      context.addIssue({ code: 'custom', path: [name], message: 'expected a value: S3 storage needs all five S3_ settings, or none' })
    }
  })
  .superRefine((config, context) => {
    if (config.BACKUP_S3_BUCKET && !config.S3_ENDPOINT) {
      context.addIssue({
        code: 'custom',
        path: ['BACKUP_S3_BUCKET'],
        message: 'expected the S3_ settings too: backups to a bucket use their endpoint and keys',
      })
    }
    if (config.BACKUP_S3_BUCKET && config.BACKUP_S3_BUCKET === config.S3_BUCKET) {
      context.addIssue({
        code: 'custom',
        path: ['BACKUP_S3_BUCKET'],
        message: 'expected a bucket of its own, not S3_BUCKET: a backup would hold the backups before it',
      })
    }
  })

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0])
    const shown = /KEY|SECRET|DATABASE_URL|RECIPIENT/.test(name) ? '' : ` (got ${JSON.stringify(source[name] ?? '')})`
    return `  ${name}: ${issue.message}${shown}`
  })
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
}

let cached: Env | undefined

/** The validated configuration of this process, read once from process.env. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Whether the site is served over TLS (SITE_URL says so), which decides HSTS and the cookies' Secure flag. */
export function isHttps(config: Env = env()): boolean {
  return config.SITE_URL.startsWith('https://')
}
