/** A JSON object, as the identity service takes and answers them. */
export type IdentityJson = Record<string, unknown>;

export interface IdentityAnswer {
  status: number;
  /** The answer's JSON object; `{}` when it is empty or not an object. */
  body: IdentityJson;
  headers: Headers;
}

/**
 * One call to the identity service as a browser page or a script makes it: JSON over HTTP, the
 * action in X-Amz-Target, nothing else unless `headers` adds it.
 */
export async function identityCall(
  base: string,
  action: string,
  body: IdentityJson,
  headers: Record<string, string> = {},
): Promise<IdentityAnswer> {
  const res = await fetch(`${base}/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${action}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  return {
    status: res.status,
    body: isObject ? (parsed as IdentityJson) : {},
    headers: res.headers,
  };
}
