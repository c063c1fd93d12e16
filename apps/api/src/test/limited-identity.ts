import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  AdminGetUserCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_MIN_LENGTH } from '@family-recipes/shared';
import pino from 'pino';
import { createCognitoClient } from '../modules/identity/index.js';
import { identityCall, type IdentityAnswer, type IdentityJson } from './identity-call.js';

/*
 * The real cognito-local and the real identity gate in this process, wired as
 * bin/identity-emulator.cjs wires them, with what a test of the gate's limits needs in its hand:
 * the limits, the gate's clock (its `now` option), a count of the actions the gate sent on to
 * cognito-local (its `onForwarded` option), and the codes cognito-local mailed.
 */

const require = createRequire(import.meta.url);
const lib = (name: string) => require(`cognito-local/lib/${name}`) as Record<string, unknown>;
type Make = new (...args: unknown[]) => Record<string, (...args: unknown[]) => unknown>;

interface Mail {
  to: string;
  code: string;
  /** cognito-local's name for why it mailed: SignUp, ForgotPassword, UpdateUserAttribute, ... */
  source: string;
}

export interface GateLimits {
  signUps?: number;
  codes?: number;
  failures?: number;
  codesPerAddress?: number;
}

interface RunningGate {
  publicUrl: string;
  adminUrl: string;
  close(): Promise<void>;
}

/** cognito-local's HTTP application on a store in `dir`, mailing into `mails`. */
async function cognitoLocal(dir: string, mails: Mail[]): Promise<http.RequestListener> {
  const services = lib('services');
  const make = (module: Record<string, unknown>, name: string) => module[name] as Make;
  const { loadConfig } = lib('server/config') as {
    loadConfig(ctx: object, store: object): Promise<Record<string, object>>;
  };
  const Stores = make(lib('services/dataStore/stormDb'), 'StormDBDataStoreFactory');
  const logger = pino({ level: 'silent' });
  const ctx = { logger };
  const config = await loadConfig(ctx, new Stores(path.join(dir, '.cognito')));
  const clock = new (make(services, 'DateClock'))();
  const stores = new Stores(path.join(dir, '.cognito', 'db'));
  const factory = new (make(lib('services/cognitoService'), 'CognitoServiceFactoryImpl'))(
    path.join(dir, '.cognito', 'db'),
    stores,
    new (make(lib('services/userPoolService'), 'UserPoolServiceFactoryImpl'))(clock, stores),
  );
  const cognito = await factory.create?.(ctx, config['UserPoolDefaults']);
  const noCrypto = { encrypt: () => Promise.reject(new Error('not configured')) };
  const Lambdas = make(services, 'LambdaService');
  const triggers = new (make(services, 'TriggersService'))(
    clock,
    cognito,
    new Lambdas(config['TriggerFunctions'], null),
    noCrypto,
  );
  const messages = {
    deliver(...args: unknown[]) {
      const [, source, , , , code, , details] = args as [
        unknown,
        string,
        unknown,
        unknown,
        unknown,
        string,
        unknown,
        { Destination: string },
      ];
      mails.push({ to: details.Destination, code, source });
      return Promise.resolve();
    },
  };
  const Tokens = make(lib('services/tokenGenerator'), 'JwtTokenGenerator');
  const all = {
    clock,
    cognito,
    config,
    messages,
    otp: lib('services/otp')['otp'],
    tokenGenerator: new Tokens(clock, triggers, config['TokenConfig']),
    triggers,
  };
  const { Router } = lib('server/Router') as { Router(services: object): unknown };
  const { createServer } = lib('server/server') as {
    createServer(...args: unknown[]): { application: http.RequestListener };
  };
  return createServer(Router(all), logger, config['ServerConfig'], all).application;
}

export interface LimitedIdentity {
  publicUrl: string;
  clientId: string;
  userPoolId: string;
  /** The gate's state folder. */
  stateDir: string;
  /** Every code cognito-local mailed, in order. */
  mails: Mail[];
  /** How many times the gate sent each action on to cognito-local. */
  forwarded: Map<string, number>;
  /** One call to the public listener. */
  call(action: string, body: IdentityJson): Promise<IdentityAnswer>;
  /** The account's stored attributes, read through the admin listener. */
  storedAttributes(username: string): Promise<Record<string, string | undefined>>;
  /** Starts the gate again on the same state folder, as a restart does. */
  restartGate(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * cognito-local and the gate in front of it, in a new folder: a pool as bootstrap.ts makes it
 * (email usernames, the address verified by a mailed code, the password policy) and an app client.
 */
export async function startLimitedIdentity(
  limits: GateLimits,
  now: () => number,
): Promise<LimitedIdentity> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fr-limits-'));
  const mails: Mail[] = [];
  const forwarded = new Map<string, number>();
  const backend = http.createServer(await cognitoLocal(dir, mails));
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const address = backend.address();
  const backendPort = typeof address === 'object' && address ? address.port : 0;
  const credentials = {
    accessKeyId: randomBytes(8).toString('hex'),
    secretAccessKey: randomBytes(24).toString('hex'),
  };
  const credentialsFile = path.join(dir, 'admin-credentials.json');
  await writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  const { startIdentityGate } = require('../../bin/identity-gate.cjs') as {
    startIdentityGate(options: object): Promise<RunningGate>;
  };
  const stateDir = path.join(dir, 'gate');
  const start = () =>
    startIdentityGate({
      stateDir,
      backend: `http://127.0.0.1:${backendPort}`,
      issuer: 'http://127.0.0.1',
      publicHost: '127.0.0.1',
      publicPort: 0,
      adminHost: '127.0.0.1',
      adminPort: 0,
      adminCredentials: credentials,
      limits,
      now,
      onForwarded: (name: string) => forwarded.set(name, (forwarded.get(name) ?? 0) + 1),
    });
  let gate = await start();
  const admin = () => createCognitoClient('us-east-1', gate.adminUrl, credentialsFile);
  const setup = admin();
  const pool = await setup.send(
    new CreateUserPoolCommand({
      PoolName: 'limited',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_MIN_LENGTH,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool?.Id ?? '';
  const client = await setup.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  setup.destroy();
  return {
    get publicUrl() {
      return gate.publicUrl;
    },
    clientId: client.UserPoolClient?.ClientId ?? '',
    userPoolId,
    stateDir,
    mails,
    forwarded,
    call: (action, body) => identityCall(gate.publicUrl, action, body),
    async storedAttributes(username) {
      const reader = admin();
      try {
        const user = await reader.send(
          new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
        );
        return Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
      } finally {
        reader.destroy();
      }
    },
    restartGate: async () => {
      await gate.close();
      gate = await start();
    },
    dispose: async () => {
      await gate.close();
      await new Promise<void>((resolve) => {
        backend.close(() => resolve());
        backend.closeAllConnections();
      });
      await rm(dir, { recursive: true, force: true });
    },
  };
}
