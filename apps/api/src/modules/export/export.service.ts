import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  BACKUP_FORMAT,
  EXPORT_EXTENSION_KEY,
  EXPORT_FORMAT_VERSION,
  backupSchema,
  type Backup,
  type ExportImage,
  type ExportedRecipe,
} from '@family-recipes/shared';
import type { RecipeRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { Principal } from '../auth/principal.js';
import {
  removeStoredImage,
  storeRecipeImage,
  storedImageSource,
} from '../images/image-processor.js';
import type { Storage } from '../storage/storage.js';
import {
  fileStem,
  toBackupUser,
  toExportedRecipe,
  toMarkdown,
  toRecipeRow,
  toUserRow,
} from './export.mapper.js';
import type { ExportRepository, NewRecipeRow } from './export.repository.js';

export const EXPORT_MESSAGES = {
  notEmpty:
    'Restore needs an empty site: this one already has recipes. Restore into a new installation.',
  invalidBackup: 'The file is not a Family Recipes backup.',
} as const;

/** Export, backup and restore (decision 017). */
export class ExportService {
  constructor(
    private readonly repository: ExportRepository,
    private readonly storage: Storage,
  ) {}

  /** The caller's recipes in every status, each with its photo in base64. */
  async myRecipesJson(cook: Principal, origin: string): Promise<ExportedRecipe[]> {
    const rows = await this.repository.recipesOf(cook.email);
    return Promise.all(rows.map((row) => this.exported(row, origin)));
  }

  /** The caller's recipes as Markdown pages with their photos, in one zip. */
  async myRecipesMarkdownZip(cook: Principal): Promise<Uint8Array> {
    const rows = await this.repository.recipesOf(cook.email);
    const files: Zippable = {};
    for (const row of rows) {
      const stem = fileStem(row);
      const photo = await this.photoOf(row);
      const photoPath = photo ? `photos/${stem}.webp` : undefined;
      if (photo && photoPath) files[photoPath] = [photo, { level: 0 }];
      files[`${stem}.md`] = strToU8(toMarkdown(row, photoPath));
    }
    return zipSync(files);
  }

  /** Every recipe in every status with its photo, and the users table. */
  async backup(origin: string): Promise<Backup> {
    const [rows, users] = await Promise.all([
      this.repository.allRecipes(),
      this.repository.allUsers(),
    ]);
    const recipes: ExportedRecipe[] = [];
    // One photo at a time: a backup of a big site must not hold every read in flight at once.
    for (const row of rows) recipes.push(await this.exported(row, origin));
    return {
      format: BACKUP_FORMAT,
      version: EXPORT_FORMAT_VERSION,
      created_on: new Date().toISOString(),
      users: users.map(toBackupUser),
      recipes,
    };
  }

  /**
   * Restores a backup into a site without recipes: photos go through the upload pipeline again
   * (the file is checked like any upload), then every row is written in one transaction. Answers
   * how many recipes and users the backup held.
   */
  async restore(file: Buffer): Promise<{ recipes: number; users: number }> {
    const backup = parseBackup(file);
    if ((await this.repository.recipeCount()) > 0)
      throw new AppError(409, EXPORT_MESSAGES.notEmpty);
    const stored: string[] = [];
    try {
      const rows: NewRecipeRow[] = [];
      for (const recipe of backup.recipes) {
        const data = recipe[EXPORT_EXTENSION_KEY].image?.data;
        let thumbnail = recipe.image ?? '';
        if (data) {
          const image = await storeRecipeImage(this.storage, Buffer.from(data, 'base64'));
          stored.push(image.url);
          thumbnail = image.url;
        }
        rows.push(toRecipeRow(recipe, thumbnail));
      }
      const written = await this.repository.restore({
        users: backup.users.map(toUserRow),
        recipes: rows,
      });
      if (!written) throw new AppError(409, EXPORT_MESSAGES.notEmpty);
    } catch (err) {
      await Promise.all(stored.map((url) => removeStoredImage(this.storage, url).catch(() => [])));
      throw err;
    }
    return { recipes: backup.recipes.length, users: backup.users.length };
  }

  private async exported(row: RecipeRow, origin: string) {
    const photo = await this.photoOf(row);
    const file: ExportImage | null = photo
      ? {
          content_type: 'image/webp',
          file_name: `photos/${fileStem(row)}.webp`,
          data: photo.toString('base64'),
        }
      : null;
    return toExportedRecipe(row, { url: absolute(row.thumbnailImage, origin), file });
  }

  /** The largest stored variant of the recipe's photo; undefined for a foreign URL. */
  private async photoOf(row: RecipeRow): Promise<Buffer | undefined> {
    const source = storedImageSource(this.storage, row.thumbnailImage);
    return source ? this.storage.get(source.key) : undefined;
  }
}

function absolute(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

function parseBackup(file: Buffer): Backup {
  let json: unknown;
  try {
    json = JSON.parse(file.toString('utf8'));
  } catch {
    throw new AppError(400, EXPORT_MESSAGES.invalidBackup);
  }
  const parsed = backupSchema.safeParse(json);
  if (!parsed.success) {
    const errors = parsed.error.issues
      .slice(0, 20)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new AppError(400, EXPORT_MESSAGES.invalidBackup, errors);
  }
  return parsed.data;
}
