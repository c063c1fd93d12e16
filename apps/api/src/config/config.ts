import { isIP, isIPv4 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { BACKUP_ENV, backupSettings, type BackupSettings } from './backup-settings.js';
import { COOKBOOK_ENV, cookbookSettings, type CookbookSettings } from './cookbook-settings.js';
import { booleanFlag, optionalString, port } from './env-values.js';
import {
  EMBEDDED_EMULATOR_IN_PRODUCTION,
  IDENTITY_ENV,
  identityProblems,
  identitySettings,
  type IdentitySettings,
} from './identity-settings.js';

export type { BackupSettings } from './backup-settings.js';
export { EMBEDDED_EMULATOR_IN_PRODUCTION } from './identity-settings.js';

/** The address ranges Express's `trust proxy` knows by name. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An entry of a `trust proxy` list: a range name, an address, or a subnet (bits or IPv4 mask). */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix = '', extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (family === 4 && isIPv4(prefix)) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Express's `trust proxy` takes it: a number of hops, true/false, or addresses,
 * subnets and range names separated by commas. Checked here, with the other settings, rather than by
 * Express once the app is being built.
 */
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const unknown = entries.filter((entry) => !isProxyEntry(entry));
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a number of hops, true, false, or a comma-separated list of addresses, subnets and the names loopback, linklocal, uniquelocal (not understood: ${unknown.map((entry) => entry || '(empty)').join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  PUBLIC_URL: optionalString.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  TRUST_PROXY: optionalString.pipe(trustProxy.optional()),
  CORS_ORIGINS: optionalString,
  ...IDENTITY_ENV,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.url('must be a URL').optional()),
  S3_PUBLIC_URL: optionalString.pipe(z.url('must be a URL').optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Family Recipes <no-reply@family-recipes.test>'),
  CONTACT_TO: z.email('must be an email address').default('owner@family-recipes.test'),
  SEED_DEMO: optionalString.pipe(booleanFlag.optional()),
  COOKIE_SECURE: optionalString.pipe(booleanFlag.optional()),
  WEB_DIST: optionalString,
  ...BACKUP_ENV,
  /** Tests only: lets recipe imports fetch from fixture servers on loopback (decision 018). */
  IMPORT_ALLOW_LOOPBACK: optionalString.pipe(booleanFlag.optional()),
  /** Benches only: search answers carry the search cache's counts (X-Search-Cache, decision 037). */
  SEARCH_CACHE_STATS: optionalString.pipe(booleanFlag.optional()),
  ...COOKBOOK_ENV,
  /**
   * The file of the key the card reader's API key is sealed with (decision 051); every replica
   * of one site names the same file. DATA_DIR/secrets/card-reader.key by default.
   */
  CARD_READER_KEY_FILE: optionalString,
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** The card reader's sealing key (decision 051). */
  cardReaderKeyFile: string;
  logLevel: Env['LOG_LEVEL'];
  /** The only host name besides loopback that requests may name (http/host-check.ts). */
  publicUrl: string | undefined;
  corsOrigins: string[];
  /** Express's `trust proxy`: which peers' X-Forwarded-For decides the client address. */
  trustProxy: boolean | number | string[];
  database: { url: string | undefined; pgliteDir: string };
  identity: IdentitySettings;
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        publicUrl: string | undefined;
      };
  mail: { smtpUrl: string | undefined; from: string; contactTo: string; mailboxDir: string };
  /**
   * Demo recipes go into an empty database: by default only on the embedded database outside
   * production; SEED_DEMO=true asks for them anywhere, SEED_DEMO=false never.
   */
  seedDemo: boolean;
  /** The token cookies' Secure flag (decision 010). */
  cookieSecure: boolean;
  webDist: string | undefined;
  /** Recipe imports may fetch from 127.0.0.0/8 and ::1; refused in production (decision 018). */
  importAllowLoopback: boolean;
  /**
   * Search answers say whether the cache gave them, with its counts since the start (X-Search-Cache).
   * Off unless asked for: the counts would tell any visitor how much others search, and a hit that a
   * search of theirs was asked since the last change.
   */
  searchCacheStats: boolean;
  /** Scheduled backups and where backups are written (modules/backups). */
  backups: BackupSettings;
  cookbooks: CookbookSettings;
}

/** Plain http that never leaves the machine: browsers drop Secure cookies there (Safari). */
function isLoopbackHttp(url: string | undefined): boolean {
  if (!url) return false;
  const { protocol, hostname } = new URL(url);
  return (
    protocol === 'http:' &&
    (hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname))
  );
}

export const PUBLIC_URL_REQUIRED =
  'PUBLIC_URL is required in production: the address visitors use (for example https://recipes.example.com). Links, the sitemap and the accepted Host header come from it.';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates every setting once; names each bad variable when something is wrong. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  const env = parsed.data;
  const problems = identityProblems(env);
  const production = env.NODE_ENV === 'production';
  if (env.IMPORT_ALLOW_LOOPBACK && production) {
    problems.push('IMPORT_ALLOW_LOOPBACK is for tests and cannot be set in production');
  }
  if (production && !env.COGNITO_USER_POOL_ID && !env.COGNITO_ENDPOINT) {
    problems.push(EMBEDDED_EMULATOR_IN_PRODUCTION);
  }
  if (production && !env.PUBLIC_URL) problems.push(PUBLIC_URL_REQUIRED);
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  const s3 = { region: env.S3_REGION, endpoint: env.S3_ENDPOINT };

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    cardReaderKeyFile: path.resolve(
      env.CARD_READER_KEY_FILE ?? path.join(dataDir, 'secrets', 'card-reader.key'),
    ),
    logLevel: env.LOG_LEVEL,
    publicUrl: env.PUBLIC_URL,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY ?? ['loopback'],
    database: { url: env.DATABASE_URL, pgliteDir: path.join(dataDir, 'db') },
    identity: identitySettings(env, dataDir),
    storage: env.S3_BUCKET
      ? { kind: 's3', bucket: env.S3_BUCKET, ...s3, publicUrl: env.S3_PUBLIC_URL }
      : { kind: 'local', dir: path.join(dataDir, 'uploads') },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      contactTo: env.CONTACT_TO,
      mailboxDir: path.join(dataDir, 'mail'),
    },
    seedDemo: env.SEED_DEMO ?? (!production && !env.DATABASE_URL),
    cookieSecure: env.COOKIE_SECURE ?? (production && !isLoopbackHttp(env.PUBLIC_URL)),
    webDist: env.WEB_DIST,
    importAllowLoopback: env.IMPORT_ALLOW_LOOPBACK ?? false,
    cookbooks: cookbookSettings(env),
    searchCacheStats: env.SEARCH_CACHE_STATS ?? false,
    backups: backupSettings(env, s3, dataDir),
  };
}
