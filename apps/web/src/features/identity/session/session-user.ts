import { idTokenSubject } from '../../../lib/id-token';
import type { SavedProfile } from '../../../lib/device-session';

/** The signed-in person: the lookup's claims, merged with the identity attributes when known. */
export interface AuthUser {
  /** The account's id: the id token's `sub` ('' when the token cannot be read). */
  sub: string;
  name: string;
  email: string;
  groups: string[];
  /** In memory only; '' for a person known from the saved profile while the server is not reached. */
  idToken: string;
  /** Epoch seconds of the id token. */
  exp: number;
  iat: number;
  /** Name/value attributes read from the identity library's current session ({} until read). */
  attributes: Record<string, string>;
}

/** The person /api/user-token answered with; null for loggedIn false or an answer without a name. */
export function userFromLookup(body: unknown): AuthUser | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (record.loggedIn !== true) return null;
  const { name, email, groups, idToken, exp, iat } = record;
  if (typeof name !== 'string' || typeof email !== 'string' || !name || !email) return null;
  const token = typeof idToken === 'string' ? idToken : '';
  return {
    sub: idTokenSubject(token),
    name,
    email,
    groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
    idToken: token,
    exp: typeof exp === 'number' ? exp : 0,
    iat: typeof iat === 'number' ? iat : 0,
    attributes: {},
  };
}

/** The person of a saved profile, with no token: enough for the pages, nothing for the API. */
export function userFromProfile(profile: SavedProfile | null): AuthUser | null {
  return profile && { ...profile, idToken: '', exp: 0, iat: 0, attributes: {} };
}
