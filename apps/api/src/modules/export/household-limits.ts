import { AISLE_LIMITS, OWN_AISLE_ID, type BackupKitchenSection } from '@family-recipes/shared';
import { EXPORT_MESSAGES } from './export.messages.js';

/**
 * The limits of a household's aisles and shops (decision 048) held against a backup's rows, as
 * the first pass of a restore reads them: at most AISLE_LIMITS.ownAisles aisles of its own and
 * AISLE_LIMITS.shops shops, and no two of its aisles, nor two of its shops, named alike whatever
 * their case. A file that breaks one would leave a household the pages cannot give a cook.
 */
export class HouseholdLimits {
  private readonly counts = new Map<string, number>();
  private readonly names = new Set<string>();

  /** The field of the row that breaks a limit, and why; undefined when it breaks none. */
  problem(
    section: BackupKitchenSection,
    entry: Record<string, unknown>,
  ): { field: string; message: string } | undefined {
    if (section !== 'household_aisles' && section !== 'household_shops') return undefined;
    const home = String(entry['household_id']);
    const kind = section === 'household_shops' ? 'shop' : 'aisle';
    if (kind === 'aisle' && entry['hidden'] === true) return undefined;
    const name = `${kind} ${home} ${String(entry['name']).trim().toLowerCase()}`;
    if (this.names.has(name)) {
      const message =
        kind === 'shop' ? EXPORT_MESSAGES.shopNameTwice : EXPORT_MESSAGES.aisleNameTwice;
      return { field: 'name', message };
    }
    this.names.add(name);
    if (kind === 'aisle' && !OWN_AISLE_ID.test(String(entry['aisle_id']))) return undefined;
    const count = (this.counts.get(`${kind} ${home}`) ?? 0) + 1;
    this.counts.set(`${kind} ${home}`, count);
    if (kind === 'shop' && count > AISLE_LIMITS.shops) {
      return { field: 'household_id', message: EXPORT_MESSAGES.tooManyShops };
    }
    if (kind === 'aisle' && count > AISLE_LIMITS.ownAisles) {
      return { field: 'household_id', message: EXPORT_MESSAGES.tooManyAisles };
    }
    return undefined;
  }
}
