import { isIP, isIPv4 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { COOKBOOK_ENV, cookbookSettings, type CookbookSettings } from './cookbook-settings.js';
import { USER_POOL_ID_MAX_LENGTH } from '@family-recipes/shared';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

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

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The named backup schedules, as hours between backups; null is off. */
const BACKUP_PERIODS: Record<string, number | null> = {
  off: null,
  hourly: 1,
  daily: 24,
  weekly: 168,
};

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
  COGNITO_REGION: z.string().default('us-east-1'),
  COGNITO_USER_POOL_ID: optionalString.pipe(
    z
      .string()
      .max(USER_POOL_ID_MAX_LENGTH, `must be at most ${USER_POOL_ID_MAX_LENGTH} characters`)
      .regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'must look like <region>_<id>')
      .optional(),
  ),
  COGNITO_CLIENT_ID: optionalString,
  COGNITO_ENDPOINT: optionalString.pipe(z.url('must be a URL').optional()),
  COGNITO_PUBLIC_ENDPOINT: optionalString.pipe(z.url('must be a URL').optional()),
  COGNITO_AUTH_FLOW: z.enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']).optional(),
  /** The key pair COGNITO_ENDPOINT's admin listener takes (the compose stack's identity service). */
  COGNITO_ADMIN_CREDENTIALS_FILE: optionalString.pipe(
    z.string().refine(path.isAbsolute, 'must be an absolute path').optional(),
  ),
  IDENTITY_EMULATOR_PORT: port.default(9229),
  /** Sign-ups and codes mailed per client address and ten minutes at the embedded emulator. */
  IDENTITY_CLIENT_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  DEV_ADMIN_EMAIL: z.email('must be an email address').default('admin@family-recipes.test'),
  DEV_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('Recipes!2024'),
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
  /** off, hourly, daily, weekly, or a number of hours such as 6h (1h to 168h). */
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .toLowerCase()
    .default('daily')
    .transform((value, ctx): number | null => {
      const named = Object.hasOwn(BACKUP_PERIODS, value);
      const hours = named
        ? (BACKUP_PERIODS[value] ?? null)
        : /^\d{1,3}h$/.test(value)
          ? parseInt(value, 10)
          : NaN;
      if (hours === null || (hours >= 1 && hours <= 168)) return hours;
      ctx.addIssue({
        code: 'custom',
        message: 'must be off, hourly, daily, weekly or a number of hours from 1h to 168h',
      });
      return z.NEVER;
    }),
  /** The hour (UTC) a daily or weekly backup falls due; a weekly one on Mondays. */
  BACKUP_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(3),
  /** Seconds from start to the first check whether a scheduled backup is due (then every 5 min). */
  BACKUP_FIRST_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(1000).default(4),
  BACKUP_DIR: optionalString,
  BACKUP_S3_BUCKET: optionalString,
  BACKUP_S3_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9/_-]*\/$/,
        'must be lowercase letters, digits, -, _ and / ending in /',
      )
      .optional(),
  ),
  /** Tests only: lets recipe imports fetch from fixture servers on loopback (decision 018). */
  IMPORT_ALLOW_LOOPBACK: optionalString.pipe(booleanFlag.optional()),
  /** Benches only: search answers carry the search cache's counts (X-Search-Cache, decision 037). */
  SEARCH_CACHE_STATS: optionalString.pipe(booleanFlag.optional()),
  ...COOKBOOK_ENV,
});

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  logLevel: Env['LOG_LEVEL'];
  /** The only host name besides loopback that requests may name (http/host-check.ts). */
  publicUrl: string | undefined;
  corsOrigins: string[];
  /** Express's `trust proxy`: which peers' X-Forwarded-For decides the client address. */
  trustProxy: boolean | number | string[];
  database: { url: string | undefined; pgliteDir: string };
  identity:
    | {
        /** cognito-local started by this process on loopback. */
        mode: 'emulator';
        region: string;
        emulatorPort: number;
        /** Sign-ups, and codes mailed, per client address and ten minutes. */
        clientLimit: number;
        stateDir: string;
        devAdmin: { email: string; password: string };
      }
    | {
        /** A Cognito emulator run elsewhere (the compose `identity` service); pool found or made. */
        mode: 'emulator-service';
        region: string;
        endpoint: string;
        /** What browsers use to reach the same service; the endpoint itself when unset. */
        publicEndpoint: string | undefined;
        /** The key pair its admin calls are signed with; unset: any credentials. */
        adminCredentialsFile: string | undefined;
      }
    | {
        mode: 'cognito';
        region: string;
        userPoolId: string;
        clientId: string;
        endpoint: string | undefined;
        publicEndpoint: string | undefined;
        /** With `endpoint`: the key pair calls to it are signed with; unset: the SDK's own. */
        adminCredentialsFile: string | undefined;
        authFlow: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
      };
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

export interface BackupSettings {
  /** Hours between scheduled backups; null when they are off. */
  periodHours: number | null;
  /** The hour (UTC) the periods of a daily or weekly schedule start at. */
  hourUtc: number;
  /** Seconds from start to the scheduler's first check (BACKUP_FIRST_CHECK_SECONDS). */
  firstCheckSeconds: number;
  keepDaily: number;
  keepWeekly: number;
  store:
    | { kind: 'folder'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        /** Put before every key: empty, or ending in `/`. */
        prefix: string;
        region: string;
        endpoint: string | undefined;
      };
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

/**
 * The embedded emulator is a development tool: it keeps passwords in plain files, serves every
 * verification code in the development mailbox and makes an administrator whose password is printed.
 */
export const EMBEDDED_EMULATOR_IN_PRODUCTION =
  'NODE_ENV=production cannot use the embedded identity emulator: it keeps passwords in plain files, shows every verification code in the development mailbox and has an administrator with a known password. Set COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID (an Amazon Cognito user pool), or COGNITO_ENDPOINT (the identity service of the compose stack).';

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
  const problems: string[] = [];
  if (env.COGNITO_USER_POOL_ID && !env.COGNITO_CLIENT_ID) {
    problems.push('COGNITO_CLIENT_ID is required when COGNITO_USER_POOL_ID is set');
  }
  if (!env.COGNITO_USER_POOL_ID && env.COGNITO_CLIENT_ID) {
    problems.push('COGNITO_USER_POOL_ID is required when COGNITO_CLIENT_ID is set');
  }
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
  let identity: Config['identity'];
  if (env.COGNITO_USER_POOL_ID && env.COGNITO_CLIENT_ID) {
    identity = {
      mode: 'cognito',
      region: env.COGNITO_REGION,
      userPoolId: env.COGNITO_USER_POOL_ID,
      clientId: env.COGNITO_CLIENT_ID,
      endpoint: env.COGNITO_ENDPOINT,
      publicEndpoint: env.COGNITO_PUBLIC_ENDPOINT,
      adminCredentialsFile: env.COGNITO_ADMIN_CREDENTIALS_FILE,
      authFlow:
        env.COGNITO_AUTH_FLOW ?? (env.COGNITO_ENDPOINT ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH'),
    };
  } else if (env.COGNITO_ENDPOINT) {
    identity = {
      mode: 'emulator-service',
      region: env.COGNITO_REGION,
      endpoint: env.COGNITO_ENDPOINT,
      publicEndpoint: env.COGNITO_PUBLIC_ENDPOINT,
      adminCredentialsFile: env.COGNITO_ADMIN_CREDENTIALS_FILE,
    };
  } else {
    identity = {
      mode: 'emulator',
      region: env.COGNITO_REGION,
      emulatorPort: env.IDENTITY_EMULATOR_PORT,
      clientLimit: env.IDENTITY_CLIENT_LIMIT,
      stateDir: path.join(dataDir, 'identity'),
      devAdmin: { email: env.DEV_ADMIN_EMAIL, password: env.DEV_ADMIN_PASSWORD },
    };
  }

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    logLevel: env.LOG_LEVEL,
    publicUrl: env.PUBLIC_URL,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY ?? ['loopback'],
    database: { url: env.DATABASE_URL, pgliteDir: path.join(dataDir, 'db') },
    identity,
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          publicUrl: env.S3_PUBLIC_URL,
        }
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
    backups: {
      periodHours: env.BACKUP_SCHEDULE,
      hourUtc: env.BACKUP_HOUR_UTC,
      firstCheckSeconds: env.BACKUP_FIRST_CHECK_SECONDS,
      keepDaily: env.BACKUP_KEEP_DAILY,
      keepWeekly: env.BACKUP_KEEP_WEEKLY,
      store: env.BACKUP_S3_BUCKET
        ? {
            kind: 's3',
            bucket: env.BACKUP_S3_BUCKET,
            prefix: env.BACKUP_S3_PREFIX ?? '',
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
          }
        : { kind: 'folder', dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')) },
    },
  };
}
