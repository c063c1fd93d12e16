import { deviceSession, type SessionStore } from '../../lib/device-session';

/**
 * Whether changes kept for `owner` (an account's sub) may be sent with this device's cookies now:
 * not while a logout waits for the server, and not when the last account the server confirmed
 * on this device (in any tab) is another one. Where nothing is saved (no storage), the cookies'
 * own answer decides: a write without a session is refused with 401.
 */
export function mayActFor(owner: string, store: SessionStore = deviceSession): boolean {
  if (store.isLogoutPending()) return false;
  const profile = store.readProfile();
  return profile === null || profile.sub === owner;
}
