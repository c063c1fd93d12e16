import {
  assignRole,
  getUser,
  insertUser as insertUserEndpoint,
  logout,
  refreshTokens as refreshTokensEndpoint,
  setTokens as setTokensEndpoint,
  updateUser,
  type UpdateUserInput,
  type UserRecord,
} from '@family-recipes/shared';
import { call } from '../../../lib/endpoint-client';
import { deviceSession } from '../../../lib/device-session';
import { endpointQuery } from '../../../lib/endpoint-query';
import type { IdentityTokens } from '../cognito/identity-client';

/**
 * Hands fresh tokens to the server, which verifies them and keeps them in httpOnly cookies. A
 * logout still waiting for the server (made offline) is sent first, so that the previous
 * session's refresh token is revoked; once the new cookies have replaced the old ones, that
 * logout is complete on this device, and must not end the new session later.
 */
export async function setTokens(tokens: IdentityTokens): Promise<unknown> {
  if (deviceSession.isLogoutPending()) {
    try {
      await call(logout, {});
    } catch (error) {
      // The new cookies replace the old ones all the same; the old token expires on its own.
      console.warn('The pending logout failed before signing in', error);
    }
  }
  const answer = await call(setTokensEndpoint, { body: tokens });
  deviceSession.setLogoutPending(false);
  return answer;
}

const bearer = (idToken: string) => ({ Authorization: `Bearer ${idToken}` });

/** Puts the account that owns `idToken` in the group user; the server acts for nobody else. */
export function assignUserRole(email: string, idToken: string): Promise<unknown> {
  return call(assignRole, {
    body: { username: email, group: 'user' },
    headers: bearer(idToken),
  });
}

/** Creates the user record of the account that owns `idToken`. */
export function insertUser(
  input: { name: string; email: string; birth_day?: number; birth_month?: number },
  idToken: string,
): Promise<UserRecord> {
  return call(insertUserEndpoint, {
    body: input,
    headers: bearer(idToken),
  });
}

/** GET /api/user/:email: the signed-in person's record, as the account form edits it. */
export const userRecordQueryOptions = (email: string) =>
  endpointQuery(getUser, { params: { email } }, { retry: false, staleTime: 0 });

export function updateUserRecord(
  id: string,
  changes: UpdateUserInput,
  idToken: string,
): Promise<UserRecord> {
  return call(updateUser, {
    params: { id },
    body: changes,
    headers: idToken ? { Authorization: `Bearer ${idToken}` } : {},
  });
}

/** New tokens from the server, e.g. so that a changed name reaches the id token. */
export function refreshTokens(): Promise<{ idToken: string; accessToken: string }> {
  return call(refreshTokensEndpoint, {});
}
