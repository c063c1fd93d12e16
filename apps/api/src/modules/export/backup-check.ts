import type { z } from 'zod';
import {
  EXPORT_EXTENSION_KEY,
  EXPORT_FORMAT_VERSION,
  backupSchema,
  exportedRecipeSchema,
  type Backup,
  type FieldError,
} from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { readBackup } from './backup-reader.js';
import { EXPORT_MESSAGES } from './export.messages.js';
import { isKitchenSection, type KitchenRestore } from './kitchen-backup.js';

/*
 * The first pass of a restore (ExportService.restore): the whole file checked before anything is
 * stored.
 */

/** The fields of a backup other than its streamed arrays, as a restore uses them. */
export interface BackupHead extends Pick<Backup, 'format' | 'version' | 'created_on' | 'users'> {
  /** None in backups written before accounts were: their rows then keep their ids unclaimed. */
  accounts: NonNullable<Backup['accounts']>;
  listMembers: number;
}

/** The most problems a refused backup lists. */
export const BACKUP_PROBLEMS_MAX = 20;

/** Each issue at its path in the backup (`recipes.3.title`); the message names the path too. */
function problemsOf(error: z.ZodError, prefix: (string | number)[] = []): FieldError[] {
  return error.issues.map((issue) => {
    const field = [...prefix, ...issue.path.map(String)].join('.');
    return { field, message: `${field}: ${issue.message}` };
  });
}

/**
 * The first pass of a restore: every top-level field, every recipe and every kitchen row of the
 * backup file checked against backupSchema, one recipe or row in memory at a time (the kitchen's
 * by `kitchen`, which also learns the recipes' ids). Answers the fields other than the streamed
 * arrays; a file with any problem is refused with the first of them (400).
 */
export async function checkBackup(file: string, kitchen: KitchenRestore): Promise<BackupHead> {
  const head: Record<string, unknown> = {};
  const elementProblems: FieldError[] = [];
  for await (const part of readBackup(file)) {
    if (part.kind === 'end') {
      // The elements were checked one by one; an empty list stands for them in backupSchema.
      head[part.key] = [];
      kitchen.end(part.key);
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(part.json);
    } catch {
      const where = part.kind === 'element' ? `${part.key}.${part.index}` : part.key;
      throw new AppError(400, EXPORT_MESSAGES.invalidBackup, [
        { field: where, message: `${where}: not valid JSON` },
      ]);
    }
    if (part.kind === 'field') {
      // A newer format may hold what this version cannot read: refused as such, not as damaged.
      if (part.key === 'version' && typeof value === 'number' && value > EXPORT_FORMAT_VERSION) {
        throw new AppError(400, EXPORT_MESSAGES.newerVersion(value));
      }
      head[part.key] = value;
      continue;
    }
    if (elementProblems.length >= BACKUP_PROBLEMS_MAX) continue;
    if (isKitchenSection(part.key)) {
      elementProblems.push(...kitchen.check(part.key, part.index, value, problemsOf));
      continue;
    }
    const parsed = exportedRecipeSchema.safeParse(value);
    if (!parsed.success) elementProblems.push(...problemsOf(parsed.error, ['recipes', part.index]));
    else kitchen.recipe(parsed.data[EXPORT_EXTENSION_KEY].id);
  }
  const parsed = backupSchema.safeParse(head);
  const problems = [...(parsed.success ? [] : problemsOf(parsed.error)), ...elementProblems];
  if (!parsed.success || problems.length > 0) {
    throw new AppError(400, EXPORT_MESSAGES.invalidBackup, problems.slice(0, BACKUP_PROBLEMS_MAX));
  }
  const { format, version, created_on, users, accounts, shopping_list_members } = parsed.data;
  return {
    format,
    version,
    created_on,
    users,
    accounts: accounts ?? [],
    listMembers: shopping_list_members?.length ?? 0,
  };
}
