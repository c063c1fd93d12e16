/** What a refused restore says (export.service.ts, backup-reader.ts). */
export const EXPORT_MESSAGES = {
  notEmpty:
    'Restore needs an empty site: this one already has recipes. Restore into a new installation.',
  invalidBackup: 'The file is not a Family Recipes backup.',
} as const;
