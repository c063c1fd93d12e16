import { AISLE_LIMITS } from '@family-recipes/shared';

/** What a refused restore says (export.service.ts, backup-reader.ts, kitchen-backup.ts). */
export const EXPORT_MESSAGES = {
  notEmpty:
    'Restore needs an empty site: this one already has recipes. Restore into a new installation.',
  invalidBackup: 'The file is not a Family Recipes backup.',
  restoreFailed:
    'The restore failed before it finished and nothing of it was kept: the site is as it was before. The server’s log says why; try again once that is fixed.',
  newerVersion: (version: number) =>
    `This backup was written by a newer version of Family Recipes (format ${version}); update this site first.`,
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
