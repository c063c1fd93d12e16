import { isAdmin as isAdminGroups, isMember } from '@family-recipes/shared';

/** Who is calling, from a verified id token (docs/product.md, access rules). */
export interface Principal {
  sub: string;
  username: string;
  email: string;
  name: string;
  groups: string[];
  /**
   * When the id token this caller presented expires, in epoch seconds. Set for every caller known
   * from a token; absent for principals made in code. What lasts beyond one request (a live
   * stream) must end then: past it the token proves nothing.
   */
  expiresAt?: number;
  /**
   * Names the sign-in session the token belongs to: a hash of its `origin_jti` (Cognito's, the
   * same for every token refreshed from one sign-in), else of its `jti`, else of the token. A hash,
   * so it can travel between instances and sit in memory without being a credential.
   */
  session?: string;
}

/**
 * A genuine id token whose email address its holder has not proven: an account can set any address
 * on itself, so such a token names nobody.
 */
export class UnverifiedEmailError extends Error {
  constructor() {
    super('The email address is not verified');
    this.name = 'UnverifiedEmailError';
  }
}

/** The shared role rules (packages/shared/src/rules/roles.ts), asked of a caller. */
export function isAdmin(principal: Principal | null | undefined): boolean {
  return isAdminGroups(principal?.groups);
}

export function canSubmit(principal: Principal | null | undefined): boolean {
  return isMember(principal?.groups);
}

/**
 * True when the caller is the account a record belongs to. Ownership follows the account's `sub`,
 * which no attribute change can move; a record without an owner belongs to nobody.
 */
export function owns(principal: Principal | null | undefined, ownerSub: string | null): boolean {
  return !!principal && ownerSub !== null && principal.sub === ownerSub;
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
