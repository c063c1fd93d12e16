import { TOAST_DURATION_MS } from '@family-recipes/shared';
import toast from 'react-hot-toast';
import { settleAtLogout } from '../../sync';

/**
 * Before the server forgets the session, the account's waiting changes are sent, and the queue
 * leaves the device (features/sync). Resolves how many changes stay; a failure there never
 * stops the logout (the changes stay, under the account's sub).
 */
export async function settleWaitingChanges(sub: string | undefined): Promise<number> {
  return sub ? settleAtLogout(sub).catch(() => 0) : 0;
}

/** Tells the cook what logging out did, when it did not simply end the session everywhere. */
export function tellLoggedOut(serverTold: boolean, keptChanges: number): void {
  const message = logoutMessage(serverTold, keptChanges);
  if (message) toast(message, { id: 'logged-out', duration: TOAST_DURATION_MS.error });
}

/**
 * What the cook reads after Log Out, when the logout did not simply end the session everywhere:
 * the server could not be told yet (offline), or changes made offline could not be sent. Nothing
 * (null) when both went through.
 */
export function logoutMessage(serverTold: boolean, keptChanges: number): string | null {
  const parts: string[] = [];
  if (!serverTold) {
    parts.push(
      'You are logged out on this device. The server will be told when you are back online.',
    );
  }
  if (keptChanges > 0) {
    const changes = keptChanges === 1 ? '1 change was' : `${keptChanges} changes were`;
    parts.push(
      `${changes} not sent yet. They stay on this device and are sent when you log in again.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : null;
}
