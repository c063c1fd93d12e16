import { createRequire } from 'node:module';
import { readAdminCredentials, type AdminCredentials } from '../modules/identity/index.js';
import { identityCall, type IdentityAnswer, type IdentityJson } from './identity-call.js';

/** What bin/identity-gate-sigv4.cjs gives scripts and tests that call the admin listener. */
interface SignatureV4 {
  signRequest(
    request: { method: string; url: string; headers: Record<string, string>; body: string },
    credentials: AdminCredentials,
    options?: { region?: string; now?: number },
  ): Record<string, string>;
}

const { signRequest } = createRequire(import.meta.url)(
  '../../bin/identity-gate-sigv4.cjs',
) as SignatureV4;

/**
 * The headers of an action `body` (sent as it is) signed with `credentials` as the AWS SDK signs
 * it: Content-Type, X-Amz-Target, X-Amz-Date and Authorization. `now` dates the signature.
 */
export function signedActionHeaders(
  base: string,
  action: string,
  body: string,
  credentials: AdminCredentials,
  now?: number,
): Record<string, string> {
  return signRequest(
    {
      method: 'POST',
      url: `${base}/`,
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': `AWSCognitoIdentityProviderService.${action}`,
      },
      body,
    },
    credentials,
    now === undefined ? {} : { now },
  );
}

/** One call to an identity gate's admin listener, signed with the key pair in `credentialsFile`. */
export async function adminCall(
  base: string,
  credentialsFile: string,
  action: string,
  body: IdentityJson,
): Promise<IdentityAnswer> {
  const credentials = readAdminCredentials(credentialsFile);
  const headers = signedActionHeaders(base, action, JSON.stringify(body), credentials);
  return identityCall(base, action, body, headers);
}
