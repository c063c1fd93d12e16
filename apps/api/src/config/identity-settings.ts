import path from 'node:path';
import { z } from 'zod';
import { USER_POOL_ID_MAX_LENGTH } from '@family-recipes/shared';
import { optionalString, port } from './env-values.js';

/** The identity service's settings among the environment variables that config.ts reads. */
export const IDENTITY_ENV = {
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
};

type IdentityEnv = z.infer<z.ZodObject<typeof IDENTITY_ENV>>;

/** Where sign-ins are checked (modules/identity). */
export type IdentitySettings =
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

/**
 * The embedded emulator is a development tool: it keeps passwords in plain files, serves every
 * verification code in the development mailbox and makes an administrator whose password is printed.
 */
export const EMBEDDED_EMULATOR_IN_PRODUCTION =
  'NODE_ENV=production cannot use the embedded identity emulator: it keeps passwords in plain files, shows every verification code in the development mailbox and has an administrator with a known password. Set COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID (an Amazon Cognito user pool), or COGNITO_ENDPOINT (the identity service of the compose stack).';

/** What is wrong with the user pool settings taken together; empty when nothing is. */
export function identityProblems(env: IdentityEnv): string[] {
  const problems: string[] = [];
  if (env.COGNITO_USER_POOL_ID && !env.COGNITO_CLIENT_ID) {
    problems.push('COGNITO_CLIENT_ID is required when COGNITO_USER_POOL_ID is set');
  }
  if (!env.COGNITO_USER_POOL_ID && env.COGNITO_CLIENT_ID) {
    problems.push('COGNITO_USER_POOL_ID is required when COGNITO_CLIENT_ID is set');
  }
  return problems;
}

/**
 * A user pool when one is named, else the compose stack's emulator when COGNITO_ENDPOINT is set,
 * else the embedded emulator, which keeps its state under `dataDir`.
 */
export function identitySettings(env: IdentityEnv, dataDir: string): IdentitySettings {
  if (env.COGNITO_USER_POOL_ID && env.COGNITO_CLIENT_ID) {
    return {
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
  }
  if (env.COGNITO_ENDPOINT) {
    return {
      mode: 'emulator-service',
      region: env.COGNITO_REGION,
      endpoint: env.COGNITO_ENDPOINT,
      publicEndpoint: env.COGNITO_PUBLIC_ENDPOINT,
      adminCredentialsFile: env.COGNITO_ADMIN_CREDENTIALS_FILE,
    };
  }
  return {
    mode: 'emulator',
    region: env.COGNITO_REGION,
    emulatorPort: env.IDENTITY_EMULATOR_PORT,
    clientLimit: env.IDENTITY_CLIENT_LIMIT,
    stateDir: path.join(dataDir, 'identity'),
    devAdmin: { email: env.DEV_ADMIN_EMAIL, password: env.DEV_ADMIN_PASSWORD },
  };
}
