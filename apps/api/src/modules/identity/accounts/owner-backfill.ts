import type { CognitoAdmin } from './cognito-admin.js';

export interface BackfillResult {
  /** Recipes that got their owner. */
  recipes: number;
  /** User records that got their account. */
  users: number;
}

/** Recipes stored without an owner's account (the recipes repository). */
export interface OwnerlessRecipes {
  /** The addresses of recipes that have no owner yet. */
  ownerlessEmails(): Promise<string[]>;
  /** Gives the recipes of `email` without an owner to `sub`; answers how many. */
  claimOwnerless(email: string, sub: string): Promise<number>;
}

/** User records stored without their account (the users repository). */
export interface AccountlessUsers {
  emailsWithoutSub(): Promise<string[]>;
  /** Gives the record of `email` the account `sub`; the record when one was changed. */
  claimByEmail(email: string, sub: string): Promise<unknown>;
}

export interface OwnerBackfillDeps {
  recipes: OwnerlessRecipes;
  users: AccountlessUsers;
  pool: Pick<CognitoAdmin, 'verifiedSubOf'>;
}

/**
 * Finds the accounts of rows stored before ownership followed the account: each recipe and user
 * record without one gets the `sub` of the account whose verified address is the row's. Rows whose
 * address no account holds keep none, so only admins manage them; a later run looks again.
 */
export class OwnerBackfill {
  constructor(private readonly deps: OwnerBackfillDeps) {}

  /** Looks addresses up one at a time: the identity service limits the rate of these calls. */
  async run(signal?: AbortSignal): Promise<BackfillResult> {
    const [userEmails, recipeEmails] = await Promise.all([
      this.deps.users.emailsWithoutSub(),
      this.deps.recipes.ownerlessEmails(),
    ]);
    const key = (email: string) => email.trim().toLowerCase();
    // The pool compares addresses as spelt; records keep the account's spelling, recipes lower
    // case, so each address is asked for in the spellings stored, the record's first.
    const spellings = new Map<string, Set<string>>();
    for (const email of [...userEmails, ...recipeEmails]) {
      const forms = spellings.get(key(email)) ?? new Set<string>();
      forms.add(email.trim());
      spellings.set(key(email), forms);
    }
    const onRecipes = new Set(recipeEmails.map(key));
    const onUsers = new Set(userEmails.map(key));

    const result: BackfillResult = { recipes: 0, users: 0 };
    for (const [email, forms] of spellings) {
      if (signal?.aborted) break;
      let sub: string | undefined;
      for (const form of forms) {
        sub = await this.deps.pool.verifiedSubOf(form);
        if (sub) break;
      }
      if (!sub) continue;
      if (onRecipes.has(email))
        result.recipes += await this.deps.recipes.claimOwnerless(email, sub);
      if (onUsers.has(email) && (await this.deps.users.claimByEmail(email, sub))) result.users += 1;
    }
    return result;
  }
}
