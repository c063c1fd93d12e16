// What the load test runs against: a throw-away PostgreSQL database, the built server on it, and
// cooks' accounts made through the identity emulator.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { NODE_FLAGS, START_ENV, stderrTail, untilReady } from '../bench/server.js';

const root = path.resolve(import.meta.dirname, '../..');
const requireApi = createRequire(path.join(root, 'apps/api/package.json'));
/** @type {typeof import('pg')} */
export const pg = requireApi('pg');
/** @type {typeof import('../../apps/api/bin/identity-gate-sigv4.cjs')} */
const sigv4 = requireApi('./bin/identity-gate-sigv4.cjs');

/**
 * The identity settings browsers get from /api/config, the emulator's admin address and the file
 * with the key pair calls to it are signed with (both from its endpoints.json).
 * @typedef {{ endpoint: string, clientId: string, userPoolId: string, adminEndpoint: string, adminCredentialsFile: string }} IdentityConfig
 * @typedef {{ email: string, token: string }} Account
 */

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/**
 * A new database on the server at `serverUrl`, named `<prefix>_<random>`.
 * @param {string} serverUrl
 * @param {string} prefix
 */
export async function createDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * The built server on `port`, with the demo recipes; resolves once /api/ready answers.
 * @param {number} port
 * @param {string} databaseUrl
 * @param {string} dataDir
 */
export async function startServer(port, databaseUrl, dataDir) {
  const serverJs = path.join(root, 'apps/api/dist/server.js');
  const child = spawn(process.execPath, [...NODE_FLAGS, serverJs], {
    cwd: root,
    env: {
      ...process.env,
      ...START_ENV,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      BACKUP_SCHEDULE: 'off',
      IDENTITY_EMULATOR_PORT: String(await freePort()),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr = stderrTail(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await untilReady(child, url, stderr);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * One call of the identity service's JSON API; signed with the key pair in `credentialsFile` when
 * given (the admin address takes nothing else).
 * @param {string} endpoint
 * @param {string} target
 * @param {unknown} body
 * @param {string} [credentialsFile]
 * @returns {Promise<any>}
 */
async function cognito(endpoint, target, body, credentialsFile) {
  const text = JSON.stringify(body);
  /** @type {Record<string, string>} */
  let headers = {
    'Content-Type': 'application/x-amz-json-1.1',
    'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
  };
  if (credentialsFile) {
    const credentials = JSON.parse(readFileSync(credentialsFile, 'utf8'));
    headers = sigv4.signRequest(
      { method: 'POST', url: `${endpoint}/`, headers, body: text },
      credentials,
    );
  }
  const res = await fetch(`${endpoint}/`, { method: 'POST', headers, body: text });
  if (!res.ok) throw new Error(`${target}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * The id token of the account.
 * @param {IdentityConfig} config
 * @param {string} email
 * @param {string} password
 * @returns {Promise<string>}
 */
export async function signIn(config, email, password) {
  const answer = await cognito(config.endpoint, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: config.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return answer.AuthenticationResult.IdToken;
}

/**
 * A new member (group `user`), signed in.
 * @param {IdentityConfig} config
 * @param {number} i
 * @returns {Promise<Account>}
 */
export async function createCook(config, i) {
  const email = `load-cook-${i}-${randomBytes(3).toString('hex')}@example.test`;
  const password = `Load-${randomBytes(6).toString('hex')}-1A!`;
  const created = await cognito(
    config.adminEndpoint,
    'AdminCreateUser',
    {
      UserPoolId: config.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: `Load Cook ${i}` },
      ],
    },
    config.adminCredentialsFile,
  );
  const username = created.User?.Username ?? email;
  await cognito(
    config.adminEndpoint,
    'AdminSetUserPassword',
    { UserPoolId: config.userPoolId, Username: username, Password: password, Permanent: true },
    config.adminCredentialsFile,
  );
  await cognito(
    config.adminEndpoint,
    'AdminAddUserToGroup',
    { UserPoolId: config.userPoolId, Username: username, GroupName: 'user' },
    config.adminCredentialsFile,
  );
  return { email, token: await signIn(config, email, password) };
}
