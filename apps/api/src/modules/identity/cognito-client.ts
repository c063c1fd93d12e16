import { readFileSync } from 'node:fs';
import {
  CognitoIdentityProviderClient,
  type CognitoIdentityProviderClientConfig,
} from '@aws-sdk/client-cognito-identity-provider';

/** The key pair an identity gate's admin listener takes signed requests from. */
export interface AdminCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * The key pair in `file` (`{ "accessKeyId": ..., "secretAccessKey": ... }`, written by the identity
 * emulator or the compose stack's identity service), with an error that names the file.
 */
export function readAdminCredentials(file: string): AdminCredentials {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`Cannot read the identity admin credentials in ${file}`, { cause: err });
  }
  const { accessKeyId, secretAccessKey } = (parsed ?? {}) as Partial<Record<string, unknown>>;
  if (typeof accessKeyId !== 'string' || typeof secretAccessKey !== 'string') {
    throw new Error(`${file} holds no accessKeyId and secretAccessKey`);
  }
  return { accessKeyId, secretAccessKey };
}

/**
 * Signature Version 4 for every action. The SDK sends those a browser may make (sign-in, refresh,
 * GetUser ...) unsigned, as Amazon Cognito takes them; an identity gate's admin listener takes
 * nothing unsigned.
 */
const signEveryAction: NonNullable<
  CognitoIdentityProviderClientConfig['httpAuthSchemeProvider']
> = (parameters) => [
  {
    schemeId: 'aws.auth#sigv4',
    signingProperties: { name: 'cognito-idp', region: parameters.region },
    propertiesExtractor: (config, context) => ({ signingProperties: { config, context } }),
  },
];

/**
 * The identity service's API client. Against an emulator's admin address (`endpoint`) every call
 * is signed with the key pair in `adminCredentialsFile`; an emulator's public address takes any
 * credentials. Against Amazon Cognito (no endpoint, no file) the SDK's default credential chain
 * applies.
 */
export function createCognitoClient(
  region: string,
  endpoint: string | null | undefined,
  adminCredentialsFile?: string | null,
) {
  const credentials = adminCredentialsFile
    ? readAdminCredentials(adminCredentialsFile)
    : endpoint
      ? { accessKeyId: 'local', secretAccessKey: 'local' }
      : undefined;
  return new CognitoIdentityProviderClient({
    region,
    ...(endpoint ? { endpoint } : {}),
    ...(credentials ? { credentials } : {}),
    ...(adminCredentialsFile ? { httpAuthSchemeProvider: signEveryAction } : {}),
  });
}

/** Where a client of the identity service calls, and the key pair its calls are signed with. */
export interface CognitoTarget {
  region: string;
  endpoint: string | null | undefined;
  adminCredentialsFile?: string | null | undefined;
}

/** Runs `work` with a client for `target` (createCognitoClient), destroyed once `work` ends. */
export async function withCognitoClient<T>(
  target: CognitoTarget,
  work: (client: CognitoIdentityProviderClient) => Promise<T>,
): Promise<T> {
  const client = createCognitoClient(target.region, target.endpoint, target.adminCredentialsFile);
  try {
    return await work(client);
  } finally {
    client.destroy();
  }
}
