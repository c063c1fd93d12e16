/**
 * The account id (`sub`) an id token names, read from its payload without checking its signature:
 * the server checked it before handing it out, and the app only uses it to keep one account's
 * data on the device apart from another's. '' when the token cannot be read.
 */
export function idTokenSubject(token: string): string {
  const payload = token.split('.')[1];
  if (!payload) return '';
  try {
    // atob takes base64 without its padding, as a token writes it.
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
    } | null;
    return typeof claims?.sub === 'string' ? claims.sub : '';
  } catch {
    return '';
  }
}
