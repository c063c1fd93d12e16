import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  type CreateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import pino from 'pino';
import { createCognitoClient } from '../modules/identity/index.js';

/*
 * cognito-local and the identity gate in this process, wired as bin/identity-emulator.cjs wires
 * them but with the gate's options in the test's hand: its clock (`now`), for what only time
 * changes (a refresh token's age, a code's), its limits, and `onForwarded`, to count what reaches
 * cognito-local; the codes cognito-local mails go to the test.
 */

const require = createRequire(import.meta.url);

type Constructor<T = object> = new (...args: unknown[]) => T;

interface CognitoConfig {
  UserPoolDefaults: object;
  TriggerFunctions: object;
  TokenConfig: object;
  ServerConfig: object;
}

interface RunningGate {
  publicUrl: string;
  adminUrl: string;
  close(): Promise<void>;
}

const lib = <T>(name: string) => require(`cognito-local/lib/${name}`) as T;

/** What cognito-local mailed: the address, the code and why (SignUp, ForgotPassword, ...). */
export type Deliver = (to: string, code: string, source: string) => void;

/**
 * cognito-local's HTTP application on the store in `dir` (its `.cognito` folder); each code it
 * mails goes to `deliver`, if given.
 */
async function cognitoLocal(dir: string, deliver?: Deliver): Promise<http.RequestListener> {
  const { DateClock, TriggersService, LambdaService } =
    lib<Record<string, Constructor>>('services');
  const { CognitoServiceFactoryImpl } = lib<{
    CognitoServiceFactoryImpl: Constructor<{ create(ctx: object, d: object): Promise<object> }>;
  }>('services/cognitoService');
  const { StormDBDataStoreFactory } = lib<Record<string, Constructor>>(
    'services/dataStore/stormDb',
  );
  const { otp } = lib<{ otp: () => string }>('services/otp');
  const { JwtTokenGenerator } = lib<Record<string, Constructor>>('services/tokenGenerator');
  const { UserPoolServiceFactoryImpl } = lib<Record<string, Constructor>>(
    'services/userPoolService',
  );
  const { loadConfig } = lib<{ loadConfig(ctx: object, f: object): Promise<CognitoConfig> }>(
    'server/config',
  );
  const { Router } = lib<{ Router(services: object): unknown }>('server/Router');
  const { createServer } = lib<{
    createServer(...args: unknown[]): { application: http.RequestListener };
  }>('server/server');
  if (!DateClock || !TriggersService || !LambdaService || !StormDBDataStoreFactory) {
    throw new Error('cognito-local is not laid out as expected');
  }
  if (!JwtTokenGenerator || !UserPoolServiceFactoryImpl) {
    throw new Error('cognito-local is not laid out as expected');
  }
  const logger = pino({ level: 'silent' });
  const ctx = { logger };
  const configDir = path.join(dir, '.cognito');
  const dataDir = path.join(configDir, 'db');
  const config = await loadConfig(ctx, new StormDBDataStoreFactory(configDir));
  const clock = new DateClock();
  const stores = new StormDBDataStoreFactory(dataDir);
  const cognito = await new CognitoServiceFactoryImpl(
    dataDir,
    stores,
    new UserPoolServiceFactoryImpl(clock, stores),
  ).create(ctx, config.UserPoolDefaults);
  const noCrypto = { encrypt: () => Promise.reject(new Error('not configured')) };
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService(config.TriggerFunctions, null),
    noCrypto,
  );
  const services = {
    clock,
    cognito,
    config,
    messages: {
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
        deliver?.(details.Destination, code, source);
        return Promise.resolve();
      },
    },
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  return createServer(Router(services), logger, config.ServerConfig, services).application;
}

/** cognito-local and the gate in front of it, in this process. */
export interface GateInProcess {
  readonly publicUrl: string;
  readonly adminUrl: string;
  /** The admin listener's key pair, in a 0600 file. */
  adminCredentialsFile: string;
  /** The gate's state folder. */
  stateDir: string;
  /** Starts the gate again on the same state folder (as a restart does). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * cognito-local on the store in `dir` and the gate in front of it (state in `dir`/gate), with
 * `options` added to the gate's (its clock, limits, `onForwarded`). Unlike the emulator, nothing
 * in the store is converted at start.
 */
export async function startGateInProcess(
  dir: string,
  options: Record<string, unknown>,
  deliver?: Deliver,
): Promise<GateInProcess> {
  mkdirSync(dir, { recursive: true });
  const backend = http.createServer(await cognitoLocal(dir, deliver));
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const address = backend.address();
  const backendPort = typeof address === 'object' && address ? address.port : 0;
  const credentials = {
    accessKeyId: randomBytes(8).toString('hex'),
    secretAccessKey: randomBytes(24).toString('hex'),
  };
  const adminCredentialsFile = path.join(dir, 'admin-credentials.json');
  writeFileSync(adminCredentialsFile, JSON.stringify(credentials), { mode: 0o600 });
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
      ...options,
    });
  let gate = await start();
  return {
    get publicUrl() {
      return gate.publicUrl;
    },
    get adminUrl() {
      return gate.adminUrl;
    },
    adminCredentialsFile,
    stateDir,
    restart: async () => {
      await gate.close();
      gate = await start();
    },
    close: async () => {
      await gate.close();
      await new Promise<void>((resolve) => {
        backend.close(() => resolve());
        backend.closeAllConnections();
      });
    },
  };
}

export interface InProcessIdentity {
  publicUrl: string;
  clientId: string;
  userPoolId: string;
  /** The admin client's settings, for test-users.ts. */
  adminEndpoint: string;
  adminCredentialsFile: string;
  /** Starts the gate again on the same state folder (as a restart does). */
  restartGate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * cognito-local and the gate in front of it, state in `dir`, the gate's clock `now`; a pool with
 * email usernames and an app client made through the admin listener, unless `made` names the ones
 * an earlier start on `dir` made.
 */
export async function startInProcessIdentity(
  dir: string,
  now: () => number,
  made?: { userPoolId: string; clientId: string },
): Promise<InProcessIdentity> {
  const running = await startGateInProcess(dir, { now });
  const { userPoolId, clientId } =
    made ?? (await makePool(running.adminUrl, running.adminCredentialsFile));
  return {
    get publicUrl() {
      return running.publicUrl;
    },
    get adminEndpoint() {
      return running.adminUrl;
    },
    adminCredentialsFile: running.adminCredentialsFile,
    userPoolId,
    clientId,
    restartGate: () => running.restart(),
    close: () => running.close(),
  };
}

/**
 * A pool with email usernames and an app client, made through the admin listener; `settings` adds
 * to the pool's (a password policy, verified attributes).
 */
export async function makePool(
  adminUrl: string,
  adminCredentialsFile: string,
  settings: Omit<CreateUserPoolCommandInput, 'PoolName'> = {},
) {
  const admin = createCognitoClient('us-east-1', adminUrl, adminCredentialsFile);
  try {
    const pool = await admin.send(
      new CreateUserPoolCommand({
        PoolName: 'in-process',
        UsernameAttributes: ['email'],
        ...settings,
      }),
    );
    const userPoolId = pool.UserPool?.Id ?? '';
    const client = await admin.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    return { userPoolId, clientId: client.UserPoolClient?.ClientId ?? '' };
  } finally {
    admin.destroy();
  }
}
