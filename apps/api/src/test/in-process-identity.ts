import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import pino from 'pino';
import { createCognitoClient } from '../modules/identity/index.js';

/*
 * cognito-local and the identity gate in this process, wired as bin/identity-emulator.cjs wires
 * them but with the gate's clock in the test's hand (the gate's `now` option), for what only time
 * changes: a refresh token's age. Codes are not delivered; accounts are made through the admin
 * listener.
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

/** cognito-local's HTTP application on the store in `dir` (its `.cognito` folder). */
async function cognitoLocal(dir: string): Promise<http.RequestListener> {
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
    messages: { deliver: () => Promise.resolve() },
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  return createServer(Router(services), logger, config.ServerConfig, services).application;
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
 * an earlier start on `dir` made. Unlike the emulator, nothing in the store is converted at start.
 */
export async function startInProcessIdentity(
  dir: string,
  now: () => number,
  made?: { userPoolId: string; clientId: string },
): Promise<InProcessIdentity> {
  mkdirSync(dir, { recursive: true });
  const backend = http.createServer(await cognitoLocal(dir));
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
  const start = () =>
    startIdentityGate({
      stateDir: path.join(dir, 'gate'),
      backend: `http://127.0.0.1:${backendPort}`,
      issuer: 'http://127.0.0.1',
      publicHost: '127.0.0.1',
      publicPort: 0,
      adminHost: '127.0.0.1',
      adminPort: 0,
      adminCredentials: credentials,
      now,
    });
  let gate = await start();
  const { userPoolId, clientId } = made ?? (await makePool(gate.adminUrl, adminCredentialsFile));
  return {
    get publicUrl() {
      return gate.publicUrl;
    },
    get adminEndpoint() {
      return gate.adminUrl;
    },
    adminCredentialsFile,
    userPoolId,
    clientId,
    restartGate: async () => {
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

/** A pool with email usernames and an app client, made through the admin listener. */
async function makePool(adminUrl: string, adminCredentialsFile: string) {
  const admin = createCognitoClient('us-east-1', adminUrl, adminCredentialsFile);
  try {
    const pool = await admin.send(
      new CreateUserPoolCommand({ PoolName: 'in-process', UsernameAttributes: ['email'] }),
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
