import { isAdmin, isMember } from '@family-recipes/shared';
import { createContext, useContext } from 'react';

/** The signed-in person: the session lookup's name, email, groups and id token. */
export interface SessionUser {
  /**
   * The account's id (the id token's `sub`): what keeps one account's data on this device apart
   * from another's, as an email address can change hands. Absent only in test fixtures.
   */
  sub?: string;
  name: string;
  email: string;
  groups: string[];
  idToken: string;
  /** Name/value attributes read from the identity library's current session, when it has one. */
  attributes?: Record<string, string>;
}

export interface Session {
  /** 'loading' until the first user lookup completes (docs/product.md, staying signed in). */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  isAdmin: boolean;
  /** In group user or admin: may submit recipes. */
  isContributor: boolean;
  /**
   * Signs out everywhere (server cookies and identity library) and forgets the user; offline, the
   * server is told once the network is back, and the visitor is signed out meanwhile.
   */
  logout(): Promise<void>;
  /** Looks the user up again, e.g. after a sign-in. */
  refresh(): Promise<void>;
}

const signedOut: Session = {
  status: 'signed-out',
  user: null,
  isAdmin: false,
  isContributor: false,
  logout: async () => {},
  refresh: async () => {},
};

/**
 * Features read the session through this context; the auth feature's provider
 * (features/identity/session/session-provider.tsx, mounted in app/provider.tsx) fills it. Outside that
 * provider (component tests of other features) everyone is signed out.
 */
export const SessionContext = createContext<Session>(signedOut);

export function useSession(): Session {
  return useContext(SessionContext);
}

/** A session value for tests and stories: signed in with the given groups, or signed out. */
export function sessionFor(user: SessionUser | null, status?: Session['status']): Session {
  const groups = user?.groups ?? [];
  return {
    status: status ?? (user ? 'signed-in' : 'signed-out'),
    user,
    isAdmin: isAdmin(groups),
    isContributor: isMember(groups),
    logout: async () => {},
    refresh: async () => {},
  };
}
