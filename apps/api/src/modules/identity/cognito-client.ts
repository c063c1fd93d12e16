import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/** The admin API client; against the emulator any credentials are accepted. */
export function createCognitoClient(region: string, endpoint: string | null | undefined) {
  return new CognitoIdentityProviderClient({
    region,
    ...(endpoint
      ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
}
