import type { Jwk, Jwks } from 'aws-jwt-verify/jwk';

/**
 * The modulus of the RSA key cognito-local signs with. Its private half ships in the cognito-local
 * npm package, so a token signed with it proves nothing: anyone can make one, for an administrator
 * too. Kept here because the production image does not contain cognito-local.
 */
export const COGNITO_LOCAL_PUBLISHED_MODULUS =
  '2uLO7yh1_6Icfd89V3nNTc_qhfpDN7vEmOYlmJQlc9_RmOns26lg88fXXFntZESwHOm7_homO2Ih6NOtu4P5eskGs8d8VQMOQfF4YrP-pawVz-gh1S7eSvzZRDHBT4ItUuoiVP1B9HN_uScKxIqjmitpPqEQB_o2NJv8npCfqUAU-4KmxquGtjdmfctswSZGdz59M3CAYKDfuvLH9_vV6TRGgbUaUAXWC2WJrbbEXzK3XUDBrmF3Xo-yw8f3SgD3JOPl3HaaWMKL1zGVAsge7gQaGiJBzBurg5vwN61uDGGz0QZC1JqcUTl3cZnrx_L8isIR7074SJEuljIZRnCcjQ';

export const PUBLISHED_KEY_IN_PRODUCTION =
  'The identity service signs tokens with the key published in the cognito-local package: anyone ' +
  "can forge an administrator's token with it. Run the compose `identity` service of this " +
  'repository, which signs with a key of its own, or use an Amazon Cognito user pool ' +
  '(COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID).';

/** The modulus as bytes without leading zeros: the same key may be written with or without them. */
function modulus(n: string): string {
  const bytes = Buffer.from(n, 'base64url');
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  return bytes.subarray(start).toString('hex');
}

const PUBLISHED = modulus(COGNITO_LOCAL_PUBLISHED_MODULUS);

function isPublishedKey(jwk: Jwk): boolean {
  return typeof jwk.n === 'string' && modulus(jwk.n) === PUBLISHED;
}

/** The key set without cognito-local's published key: tokens signed with it are never valid. */
export function withoutPublishedKey(jwks: Jwks): Jwks {
  return { ...jwks, keys: jwks.keys.filter((jwk) => !isPublishedKey(jwk)) };
}

/** Refuses to start on an identity service that still publishes cognito-local's key. */
export function assertNoPublishedKey(jwks: Jwks): void {
  if (jwks.keys.some(isPublishedKey)) throw new Error(PUBLISHED_KEY_IN_PRODUCTION);
}
