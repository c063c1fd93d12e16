import { isAdmin as isAdminGroups, isMember } from '@family-recipes/shared';

/** Who is calling, from a verified id token (docs/product.md, access rules). */
export interface Principal {
  sub: string;
  username: string;
  email: string;
  name: string;
  groups: string[];
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
