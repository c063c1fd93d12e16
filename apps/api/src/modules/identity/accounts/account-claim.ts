import { canonicalEmail } from '@family-recipes/shared';
import type { Principal } from '../auth/principal.js';
import type { AccountEnsurer } from '../session/session.router.js';
import type { CognitoAdmin } from './cognito-admin.js';

/** What a claim moved: the old account ids it took over, and how many rows moved with them. */
export interface ClaimedAccount {
  subs: string[];
  rows: number;
}

/**
 * The accounts of a restored backup that wait for their cook (account-claim.repository.ts): an
 * old account id with its email address, whose rows keep that id until it is claimed.
 */
export interface WaitingAccounts {
  /** The addresses waited for, each as stored. */
  waitingEmails(): Promise<string[]>;
  /**
   * Gives everything of the accounts waiting for `email` to the account `sub`, in one
   * transaction; undefined when none waits. Only ever called with an address `sub` has verified.
   */
  claim(email: string, sub: string): Promise<ClaimedAccount | undefined>;
}

/**
 * Signing in (POST /api/set-tokens) claims the restored accounts of the caller's address before
 * the user record is looked at. A principal exists only for a token whose address is verified
 * (token-verifier.ts), so an account that never proved the address claims nothing.
 */
export function claimingAccounts(
  accounts: AccountEnsurer,
  waiting: Pick<WaitingAccounts, 'claim'>,
): AccountEnsurer {
  return {
    async ensureAccount(caller: Principal) {
      if (caller.email) await waiting.claim(caller.email, caller.sub);
      return accounts.ensureAccount(caller);
    },
  };
}

/**
 * Claims the waiting accounts whose address (as stored, or in canonical form) an account of the
 * identity pool holds, verified (at start-up, like OwnerBackfill): cooks who were already in the
 * pool need not sign in again. Looks addresses up one at a time, as the identity service limits
 * the rate of these calls.
 */
export async function claimWaitingAccounts(
  waiting: WaitingAccounts,
  pool: Pick<CognitoAdmin, 'verifiedSubOf'>,
  signal?: AbortSignal,
): Promise<number> {
  let claimed = 0;
  for (const email of await waiting.waitingEmails()) {
    if (signal?.aborted) break;
    // Accounts made through the identity gate hold their address in canonical form.
    const canonical = canonicalEmail(email.trim());
    const sub =
      (await pool.verifiedSubOf(email)) ??
      (canonical === email ? undefined : await pool.verifiedSubOf(canonical));
    if (sub && (await waiting.claim(email, sub))) claimed += 1;
  }
  return claimed;
}
