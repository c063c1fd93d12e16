import type { SiteLanguage } from '@family-recipes/shared';
import type { RuntimeConfig } from '../../../lib/runtime-config';
import { identityStorage } from './memory-storage';

export type IdentitySettings = RuntimeConfig['cognito'];

export interface IdentityTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** What the auth screens ask of the identity service; implemented over amazon-cognito-identity-js. */
export interface IdentityClient {
  /** `locale`: the language the account's code mails are written in (the reader's). */
  signUp(input: {
    email: string;
    password: string;
    name: string;
    locale: SiteLanguage;
  }): Promise<void>;
  confirmSignUp(email: string, code: string): Promise<void>;
  signIn(email: string, password: string): Promise<IdentityTokens>;
  updateName(name: string): Promise<void>;
  /** Sets the signed-in account's `locale`, the language its code mails are written in. */
  updateLocale(locale: SiteLanguage): Promise<void>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  confirmPassword(email: string, code: string, newPassword: string): Promise<void>;
  /** The current session's attributes, or null when the library holds no session. */
  getAttributes(): Promise<Record<string, string> | null>;
  signOut(): void;
}

/** Why an identity call failed, in the terms the screens' messages need. */
export type IdentityErrorKind =
  'not-authenticated' | 'session-expired' | 'incorrect-credentials' | 'user-not-found' | 'other';

export class IdentityError extends Error {
  override readonly name = 'IdentityError';
  readonly kind: IdentityErrorKind;
  /** The identity service's own code, e.g. NotAuthorizedException. */
  readonly code: string;

  constructor(kind: IdentityErrorKind, message: string, code = '') {
    super(message);
    this.kind = kind;
    this.code = code;
  }
}

export function isIdentityError(error: unknown): error is IdentityError {
  return error instanceof IdentityError;
}

let implementation: Promise<{
  createCognitoClient(settings: IdentitySettings): IdentityClient;
}> | null = null;

/**
 * The identity library is about 26 KB gzipped, so it is fetched only when an auth screen needs it
 * (docs/performance.md, budgets): this module is small and the library lives in its own chunk.
 */
function importImplementation() {
  if (!implementation) {
    // The library's Buffer polyfill reads the Node `global`, which browsers do not define; it
    // must exist before the chunk is evaluated, since a module that failed once fails for good.
    const scope = globalThis as { global?: unknown };
    scope.global ??= globalThis;
    implementation = import('./cognito-client');
  }
  return implementation;
}

export async function loadIdentityClient(settings: IdentitySettings): Promise<IdentityClient> {
  const { createCognitoClient } = await importImplementation();
  return createCognitoClient(settings);
}

/** Starts fetching the library early, e.g. when a screen that will need it opens. */
export function preloadIdentityClient(): void {
  importImplementation().catch(() => {
    implementation = null;
  });
}

/** True once a screen has fetched the library in this page load. */
export function isIdentityClientLoaded(): boolean {
  return implementation !== null;
}

/** Whether the library holds a session on this page; read without loading the library. */
export function hasStoredIdentity(): boolean {
  return identityStorage.holdsIdentity();
}
