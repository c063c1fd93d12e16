import { TOAST_DURATION_MS } from '@family-recipes/shared';
import type { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { settleOrAskAtLogout } from '../../sync';
import type { SessionMachine } from './session-machine';

/**
 * Log Out: the account's waiting changes first (the cook may choose to stay signed in and keep
 * them), then the session ends everywhere, and the cook is told what could not be done yet.
 */
export async function logOut(
  machine: Pick<SessionMachine, 'logout'>,
  queryClient: QueryClient,
  sub: string | undefined,
): Promise<void> {
  const goAhead = await settleWaitingChanges(queryClient, sub, (question) =>
    window.confirm(question),
  );
  if (goAhead) tellLoggedOut(await machine.logout());
}

/**
 * Before the server forgets the session, the account's waiting changes are sent and the queue
 * leaves the device; what could not be sent leaves it only if the cook agrees (features/sync).
 * Resolves whether the logout goes ahead; a failure there never stops it.
 */
async function settleWaitingChanges(
  queryClient: QueryClient,
  sub: string | undefined,
  confirm: (question: string) => boolean,
): Promise<boolean> {
  return sub ? settleOrAskAtLogout(queryClient, sub, confirm).catch(() => true) : true;
}

/** Tells the cook what logging out did, when it did not simply end the session everywhere. */
function tellLoggedOut(serverTold: boolean): void {
  const message = logoutMessage(serverTold);
  if (message) toast(message, { id: 'logged-out', duration: TOAST_DURATION_MS.error });
}

/**
 * What the cook reads after Log Out when the server could not be told yet (offline); nothing
 * (null) when it was.
 */
export function logoutMessage(serverTold: boolean): string | null {
  return serverTold
    ? null
    : 'You are logged out on this device. The server will be told when you are back online.';
}
