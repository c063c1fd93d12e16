import {
  DEFAULT_STAPLES,
  stapleKey,
  type Pantry,
  type PantryStaple,
  type ReplacePantryInput,
} from '@family-recipes/shared';
import type { HouseholdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import type { PantryRepository } from './pantry.repository.js';

/** Names that are one staple ("Salt", "salts") kept once, where the first of them stands. */
function distinct(names: readonly string[]): PantryStaple[] {
  const byKey = new Map<string, PantryStaple>();
  for (const name of names) {
    const key = stapleKey(name);
    if (!byKey.has(key)) byKey.set(key, { name, key });
  }
  return [...byKey.values()];
}

const DEFAULTS: readonly PantryStaple[] = distinct(DEFAULT_STAPLES);

/**
 * The household's pantry (docs/product.md, the family kitchen): every member reads and replaces
 * the same staples; a cook only ever reaches their own household's.
 */
export class PantryService {
  constructor(
    private readonly pantries: PantryRepository,
    private readonly households: HouseholdLookup,
  ) {}

  async get(principal: Principal): Promise<Pantry> {
    return { staples: await this.staplesOf(principal) };
  }

  async replace(input: ReplacePantryInput, principal: Principal): Promise<Pantry> {
    const householdId = await this.households.householdOf(principal);
    const staples = distinct(input.staples);
    await this.pantries.replace(householdId, staples);
    return { staples };
  }

  /**
   * The keys of the caller's household's staples: what a shopping list leaves off. Read without
   * making the cook a household, so a write refused afterwards (400, 404) has changed nothing.
   */
  async stapleKeys(principal: Principal): Promise<Set<string>> {
    const staples = (await this.pantries.staplesOfMember(principal.sub)) ?? DEFAULTS;
    return new Set(staples.map((staple) => staple.key));
  }

  private async staplesOf(principal: Principal): Promise<PantryStaple[]> {
    const householdId = await this.households.householdOf(principal);
    return (await this.pantries.staples(householdId)) ?? [...DEFAULTS];
  }
}
