import { logout, setTokens as storeTokens } from '@family-recipes/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceSession } from '../../../lib/device-session';
import { answer, failure, networkError } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { setTokens } from './identity-api';

const TOKENS = { idToken: 'id', accessToken: 'access', refreshToken: 'refresh' };

/** Records the session calls in order; set-tokens answers `setTokensStatus`. */
function recordSessionCalls(setTokensStatus = 200) {
  const calls: string[] = [];
  server.use(
    answer(logout, () => {
      calls.push('logout');
      return { message: 'Logged out' };
    }),
    answer(storeTokens, () => {
      calls.push('set-tokens');
      return setTokensStatus === 200 ? { message: 'x' } : failure(setTokensStatus, 'x');
    }),
  );
  return calls;
}

afterEach(() => localStorage.clear());

describe('signing in after a logout made offline', () => {
  it('when a logout is pending, then it is sent before the new tokens, and cleared once they are stored', async () => {
    deviceSession.setLogoutPending(true);
    const calls = recordSessionCalls();

    await setTokens(TOKENS);

    expect(calls).toEqual(['logout', 'set-tokens']);
    expect(deviceSession.isLogoutPending()).toBe(false);
  });

  it('when the new tokens are refused, then the logout stays pending', async () => {
    deviceSession.setLogoutPending(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = recordSessionCalls(400);
    // The server cannot be reached for the logout, and then refuses the tokens.
    server.use(answer(logout, networkError));

    await expect(setTokens(TOKENS)).rejects.toThrow();

    expect(calls).toEqual(['set-tokens']);
    expect(warn).toHaveBeenCalled();
    expect(deviceSession.isLogoutPending()).toBe(true);
  });

  it('when no logout is pending, then only the tokens are sent', async () => {
    const calls = recordSessionCalls();

    await setTokens(TOKENS);

    expect(calls).toEqual(['set-tokens']);
  });
});
