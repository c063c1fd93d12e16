import { AISLE_LIMITS, RESTORE_MESSAGES } from '@family-recipes/shared';

/**
 * What a refused restore says (export.service.ts, backup-reader.ts, kitchen-backup.ts): the
 * answers a page shows in the reader's language (RESTORE_MESSAGES, in the shared package), and
 * the row problems the answer's details name.
 */
export const EXPORT_MESSAGES = {
  ...RESTORE_MESSAGES,
  noSuchRecipe: 'no recipe of the backup has this id',
  noSuchList: 'no shopping list of the backup has this id',
  noSuchHousehold: 'no household of the backup has this id',
  noSuchShop: 'no shop of the backup has this id',
  shopOfAnotherHousehold: 'this shop is not of the list’s household',
  aisleNameTwice: 'the household has another aisle of this name, whatever its case',
  shopNameTwice: 'the household has another shop of this name, whatever its case',
  tooManyAisles: `the household has more than ${AISLE_LIMITS.ownAisles} aisles of its own`,
  tooManyShops: `the household has more than ${AISLE_LIMITS.shops} shops`,
  duplicateRow: 'the backup holds this row twice',
} as const;
