/**
 * The account id (`sub`) an id token names, read from its payload without checking its signature:
 * the server checked it before handing it out, and the app only uses it to keep one account's
 * data on the device apart from another's. '' when the token cannot be read.
 */
export function idTokenSubject(token: string): string {
  const payload = token.split('.')[1];
  if (!payload) return '';
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const sub =
      typeof claims === 'object' && claims !== null ? (claims as { sub?: unknown }).sub : '';
    return typeof sub === 'string' ? sub : '';
  } catch {
    return '';
  }
}
