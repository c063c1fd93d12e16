import { isAdmin, isMember } from '@family-recipes/shared';
import { focusManager, onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useRuntimeConfig, type RuntimeConfig } from '../../../lib/runtime-config';
import { SessionContext, type Session } from '../../../lib/session';
import {
  hasStoredIdentity,
  isIdentityClientLoaded,
  loadIdentityClient,
} from '../cognito/identity-client';
import { forgetIdentityInLocalStorage, identityStorage } from '../cognito/memory-storage';
import { deviceSession, PENDING_LOGOUT_KEY } from '../../../lib/device-session';
import type { PageVisibility } from './session-deps';
import { SessionMachine, type AuthSnapshot } from './session-machine';
import { clearKitchenCaches } from '../../offline';

/**
 * Focus and network changes as TanStack Query sees them: the same events refetch the page's data
 * and refresh the session. Whether the device is offline right now is the browser's word (the
 * query library assumes online until told otherwise, and a site opened offline must not sign out).
 */
const documentVisibility: PageVisibility = {
  isVisible: () => focusManager.isFocused(),
  isOnline: () => navigator.onLine && onlineManager.isOnline(),
  onChange: (listener) => focusManager.subscribe(() => listener()),
  onOnline: (listener) =>
    onlineManager.subscribe((online) => {
      if (online) listener();
    }),
};

const LOOKING_UP: AuthSnapshot = { loading: true, user: null };
const serverSnapshot = () => LOOKING_UP;

/**
 * Runs the auth state machine for the whole app and exposes it as the shared Session.
 * `beforeSignedIn`: what must have loaded before a signed-in person is shown (the header's part for
 * them): until it has, or has failed, the session reads as still being looked up, so the page
 * changes once instead of twice.
 */
export function SessionProvider({
  children,
  beforeSignedIn,
}: {
  children: ReactNode;
  beforeSignedIn?: () => Promise<unknown>;
}) {
  const runtime = useRuntimeConfig();
  const queryClient = useQueryClient();
  const configRef = useRef<RuntimeConfig | undefined>(runtime.config);
  useEffect(() => {
    configRef.current = runtime.config;
  }, [runtime.config]);

  const [machine] = useState(
    () =>
      new SessionMachine({
        visibility: documentVisibility,
        store: deviceSession,
        // Home and recipe pages never fetch the identity library just for this: attributes are
        // read only once an auth screen has loaded it, and only when it holds a session.
        loadAttributes: async () => {
          const config = configRef.current;
          if (!config || !isIdentityClientLoaded() || !hasStoredIdentity()) return null;
          return (await loadIdentityClient(config.cognito)).getAttributes();
        },
        signOutIdentity: async () => {
          // The next person on this device must not read this cook's lists offline.
          await clearKitchenCaches();
          if (!hasStoredIdentity()) return;
          const config = configRef.current;
          if (config) {
            (await loadIdentityClient(config.cognito)).signOut();
            return;
          }
          // Without the runtime settings the library cannot be built; its store is emptied by hand.
          identityStorage.clear();
        },
      }),
  );

  useEffect(() => {
    forgetIdentityInLocalStorage();
    void machine.start();
    // A logout in another tab of the site: this tab is signed out too, without asking the server
    // who is signed in.
    const onStorage = (event: StorageEvent) => {
      if (event.key === PENDING_LOGOUT_KEY) void machine.lookup();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      machine.stop();
    };
  }, [machine]);

  // A page drawn on the server (and its hydration) shows the session as still being looked up.
  const known = useSyncExternalStore(machine.subscribe, machine.getSnapshot, serverSnapshot);
  const prepared = usePrepared(known.user !== null, beforeSignedIn);
  const snapshot = known.user && !prepared ? LOOKING_UP : known;

  const session = useMemo<Session>(() => {
    const user = snapshot.user;
    const groups = user?.groups ?? [];
    return {
      status: snapshot.loading ? 'loading' : user ? 'signed-in' : 'signed-out',
      user: user
        ? {
            sub: user.sub,
            name: user.name,
            email: user.email,
            groups: user.groups,
            idToken: user.idToken,
            attributes: user.attributes,
          }
        : null,
      isAdmin: isAdmin(groups),
      isContributor: isMember(groups),
      // What logging out does beside ending the session loads only now (no visitor waits for it);
      // should it fail to load, the session ends all the same.
      logout: () =>
        import('./logout-steps').then(
          (steps) => steps.logOut(machine, queryClient, user?.sub),
          () => machine.logout().then(() => undefined),
        ),
      refresh: () => machine.lookup(),
    };
  }, [snapshot, machine, queryClient]);

  return <SessionContext value={session}>{children}</SessionContext>;
}

/** True once `prepare` has settled, which starts when first `wanted`; true at once without it. */
function usePrepared(wanted: boolean, prepare: (() => Promise<unknown>) | undefined): boolean {
  const [prepared, setPrepared] = useState(!prepare);
  useEffect(() => {
    if (!wanted || prepared || !prepare) return;
    const done = () => setPrepared(true);
    void prepare().then(done, done);
  }, [wanted, prepared, prepare]);
  return prepared;
}
