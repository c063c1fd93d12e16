import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  EMBEDDED_EMULATOR_IN_PRODUCTION,
  loadConfig,
  PUBLIC_URL_REQUIRED,
} from './config.js';

/** The least production needs: an identity service other than the embedded emulator, and its URL. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://recipes.example.com',
  COGNITO_ENDPOINT: 'http://identity:9229',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('when nothing is set, then the embedded defaults are used', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ url: undefined, pgliteDir: path.resolve('./data/db') });
    expect(config.identity.mode).toBe('emulator');
    expect(config.storage).toEqual({ kind: 'local', dir: path.resolve('./data/uploads') });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxy).toEqual(['loopback']);
  });

  it('when HOST is not set, then the server listens on loopback only', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('when several variables are bad, then each one is named', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      CONTACT_TO: 'nobody',
      LOG_LEVEL: 'loud',
    });
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL must start with postgres/);
    expect(problems.join('\n')).toMatch(/CONTACT_TO must be an email address/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/);
    expect(problems).toHaveLength(4);
  });

  it('when a pool id is set without a client id, then start-up fails naming COGNITO_CLIENT_ID', () => {
    expect(problemsOf({ COGNITO_USER_POOL_ID: 'us-east-1_abc123' })).toEqual([
      'COGNITO_CLIENT_ID is required when COGNITO_USER_POOL_ID is set',
    ]);
  });

  it('when the pool id is longer than 55 characters, then it is refused', () => {
    const problems = problemsOf({
      COGNITO_USER_POOL_ID: `us-east-1_${'a'.repeat(50)}`,
      COGNITO_CLIENT_ID: 'client',
    });
    expect(problems[0]).toMatch(/COGNITO_USER_POOL_ID must be at most 55 characters/);
  });

  it('when a Cognito pool is configured, then the emulator is not used and SRP is the default flow', () => {
    const config = loadConfig({
      COGNITO_USER_POOL_ID: 'eu-west-1_AbC123',
      COGNITO_CLIENT_ID: 'abc',
      COGNITO_REGION: 'eu-west-1',
    });
    expect(config.identity).toEqual({
      mode: 'cognito',
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_AbC123',
      clientId: 'abc',
      endpoint: undefined,
      publicEndpoint: undefined,
      authFlow: 'USER_SRP_AUTH',
    });
  });

  it('when running in production, then demo content loads only when SEED_DEMO=true says so', () => {
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('when a PostgreSQL server is configured outside production, then demo content needs SEED_DEMO=true', () => {
    const url = 'postgres://u@db:5432/x';
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('when running in production on the embedded emulator, then start-up is refused and says what to set instead', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://recipes.example.com',
    });
    expect(problems).toEqual([EMBEDDED_EMULATOR_IN_PRODUCTION]);
    expect(problems[0]).toMatch(/COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID/);
    expect(problems[0]).toMatch(/COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID/);
    expect(problems[0]).toMatch(/COGNITO_ENDPOINT/);
    // An Amazon Cognito pool or the compose stack's identity service is accepted.
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://recipes.example.com',
        COGNITO_USER_POOL_ID: 'eu-west-1_AbC123',
        COGNITO_CLIENT_ID: 'abc',
      }).identity.mode,
    ).toBe('cognito');
    expect(loadConfig(PRODUCTION).identity.mode).toBe('emulator-service');
  });

  it('when running in production without PUBLIC_URL, then start-up is refused naming it', () => {
    const { PUBLIC_URL: _unset, ...withoutUrl } = PRODUCTION;
    expect(problemsOf(withoutUrl)).toEqual([PUBLIC_URL_REQUIRED]);
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      EMBEDDED_EMULATOR_IN_PRODUCTION,
      PUBLIC_URL_REQUIRED,
    ]);
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: 'ftp://recipes.example.com' })).toEqual([
      'PUBLIC_URL must be an http:// or https:// URL',
    ]);
  });

  it.each([
    ['2', 2],
    ['0', 0],
    ['true', true],
    ['false', false],
    ['loopback', ['loopback']],
    ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
    ['10.0.0.1,172.16.0.0/12, fd00::/8', ['10.0.0.1', '172.16.0.0/12', 'fd00::/8']],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
  ])('when TRUST_PROXY is %j, then Express is given %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes please', 'loopback,,uniquelocal', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/8/8'])(
    'when TRUST_PROXY is %j, then start-up is refused naming it',
    (value) => {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY must be a number of hops, true, false/);
    },
  );

  it('when COGNITO_ENDPOINT is set without a pool, then the emulator service there is used with its public address', () => {
    const config = loadConfig({
      COGNITO_ENDPOINT: 'http://identity:9229',
      COGNITO_PUBLIC_ENDPOINT: 'http://localhost:9229',
    });
    expect(config.identity).toEqual({
      mode: 'emulator-service',
      region: 'us-east-1',
      endpoint: 'http://identity:9229',
      publicEndpoint: 'http://localhost:9229',
    });
    expect(problemsOf({ COGNITO_PUBLIC_ENDPOINT: 'not a url' })[0]).toMatch(
      /COGNITO_PUBLIC_ENDPOINT must be a URL/,
    );
  });

  it("when COGNITO_ADMIN_CREDENTIALS_FILE names an absolute path, then the emulator service's admin calls use it; a relative one is refused", () => {
    const file = path.resolve('/run/identity/admin-credentials.json');
    const config = loadConfig({
      COGNITO_ENDPOINT: 'http://identity:9230',
      COGNITO_ADMIN_CREDENTIALS_FILE: file,
    });

    expect(config.identity).toMatchObject({ mode: 'emulator-service', adminCredentialsFile: file });
    expect(
      problemsOf({
        COGNITO_ENDPOINT: 'http://identity:9230',
        COGNITO_ADMIN_CREDENTIALS_FILE: 'admin-credentials.json',
      }),
    ).toEqual(['COGNITO_ADMIN_CREDENTIALS_FILE must be an absolute path']);
  });

  it('when deciding the cookies Secure flag, then production is Secure except on plain http loopback, and COOKIE_SECURE wins', () => {
    expect(loadConfig({}).cookieSecure).toBe(false);
    const at = (PUBLIC_URL: string, extra: Record<string, string> = {}) =>
      loadConfig({ ...PRODUCTION, PUBLIC_URL, ...extra }).cookieSecure;
    expect(at('https://recipes.example.com')).toBe(true);
    expect(at('http://localhost:3000')).toBe(false);
    expect(at('http://127.0.0.1:3000')).toBe(false);
    expect(at('http://192.168.1.20:3000')).toBe(true);
    expect(at('http://localhost:3000', { COOKIE_SECURE: 'true' })).toBe(true);
    expect(at('https://recipes.example.com', { COOKIE_SECURE: 'false' })).toBe(false);
  });

  it('when S3_BUCKET is set, then images go to S3', () => {
    const config = loadConfig({ S3_BUCKET: 'pics', S3_ENDPOINT: 'http://127.0.0.1:4569' });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'pics',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:4569',
      publicUrl: undefined,
    });
  });
});
