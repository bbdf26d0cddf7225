import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CENTRE_NAME } from '@backoffice/domain/announcement-email';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections in each of the API's two PostgreSQL pools (the prepared hot reads, and the rest). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default('.data'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  CENTRE_TIMEZONE: z.string().default('Asia/Bangkok'),
  SMTP_URL: z.string().optional(),
  /** The sender of outgoing mail; default `"{CENTRE_NAME}" <no-reply@localhost>`, which a real mail server may refuse. */
  SMTP_FROM: z.string().optional(),
  /** How often the outbox sender looks for messages to deliver (only with SMTP_URL). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  /** How often ended sessions, idle throttle rows and old outbox messages are purged; 0 turns the schedule off. */
  HOUSEKEEPING_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  /** The centre's name as emails show it (banner, footer, sender name). */
  CENTRE_NAME: z.string().trim().min(1).default(DEFAULT_CENTRE_NAME),
  /** The students' site: an announcement's button links to its class page there, `{STUDENT_SITE_URL}/class/{classId}`. */
  STUDENT_SITE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]/i, 'STUDENT_SITE_URL must be an http(s) address')
    .default('https://students.example.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built shell and remotes are served from (`pnpm start` serves them on the API's origin). */
  STATIC_DIR: z.string().optional(),
  /** Behind a reverse proxy: trust its X-Forwarded-For (`true`, or its addresses/CIDRs, comma-separated) so limits see clients. */
  TRUST_PROXY: z.string().optional(),
  /** Origins remotes may load from besides this one (a CDN, a developer's dev server for a staging shell). */
  REMOTE_ORIGINS: z.string().default(''),
  /** Skip the demo data on an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Connections per PostgreSQL pool. */
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string;
  centreTimezone: string;
  smtpUrl: string | undefined;
  smtpFrom: string;
  outboxPollMs: number;
  /** 0: no scheduled purge (tests run a round with `app.housekeeping.runNow()`). */
  housekeepingIntervalMs: number;
  centreName: string;
  /** Without a trailing slash. */
  studentSiteUrl: string;
  logLevel: string;
  staticDir: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean | string;
  remoteOrigins: string[];
};

/** Reads the configuration from the environment; a generated JWT secret is kept in DATA_DIR so tokens survive restarts. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  assertTimezone(parsed.CENTRE_TIMEZONE);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    dataDir,
    jwtSecret: parsed.JWT_SECRET ?? readOrCreateSecret(dataDir),
    centreTimezone: parsed.CENTRE_TIMEZONE,
    smtpUrl: parsed.SMTP_URL || undefined,
    smtpFrom: parsed.SMTP_FROM || defaultSender(parsed.CENTRE_NAME),
    outboxPollMs: parsed.OUTBOX_POLL_MS,
    housekeepingIntervalMs: parsed.HOUSEKEEPING_INTERVAL_MS,
    centreName: parsed.CENTRE_NAME,
    studentSiteUrl: parsed.STUDENT_SITE_URL.replace(/\/+$/, ''),
    logLevel: parsed.LOG_LEVEL,
    staticDir: parsed.STATIC_DIR,
    seedDemo: parsed.SEED_DEMO,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    remoteOrigins: parsed.REMOTE_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
  };
}

/** The centre's name on a no-reply address; quotes and backslashes dropped so the name cannot break the header. */
export function defaultSender(centreName: string): string {
  return `"${centreName.replace(/["\\\r\n]/g, '')}" <no-reply@localhost>`;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function assertTimezone(zone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new Error(`CENTRE_TIMEZONE is not a known time zone: ${zone}`);
  }
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}
