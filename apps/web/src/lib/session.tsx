import { createContext, useContext } from 'react';

/** The signed-in person as the specification's session user (section 3). */
export interface SessionUser {
  name: string;
  email: string;
  groups: string[];
  idToken: string;
}

export interface Session {
  /** 'loading' until the first user lookup completes (specification section 4). */
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  isAdmin: boolean;
  /** In group user or admin: may submit recipes. */
  isContributor: boolean;
  /** Signs out everywhere (server cookies and identity library) and forgets the user. */
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
 * Features read the session through this context; the auth feature's provider fills it. Outside
 * that provider (component tests of other features) everyone is signed out.
 */
export const SessionContext = createContext<Session>(signedOut);

export function useSession(): Session {
  return useContext(SessionContext);
}
