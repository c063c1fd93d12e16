import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import {
  BACKUP_FORMAT,
  EXPORT_EXTENSION_KEY,
  EXPORT_FORMAT_VERSION,
  backupSchema,
  type Backup,
  type ExportImage,
} from '@family-recipes/shared';
import type { RecipeRow, RecipeStatusChangeRow } from '../../db/schema.js';
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
import type { ExportRepository, NewRecipeRow, NewStatusChangeRow } from './export.repository.js';

export const EXPORT_MESSAGES = {
  notEmpty:
    'Restore needs an empty site: this one already has recipes. Restore into a new installation.',
  invalidBackup: 'The file is not a Family Recipes backup.',
} as const;

/** Recipes read from the database at a time by an export or a backup. */
export const EXPORT_BATCH = 100;

/** Export, backup and restore (decision 017). */
export class ExportService {
  private readonly batch: number;

  constructor(
    private readonly repository: ExportRepository,
    private readonly storage: Storage,
    options: { batch?: number } = {},
  ) {
    this.batch = options.batch ?? EXPORT_BATCH;
  }

  /**
   * The caller's recipes in every status, each with its photo in base64: the chunks of one JSON
   * array, read and written a batch at a time (EXPORT_BATCH), so memory does not grow with the
   * number of recipes. The first chunk comes after the first read, so a failing database is
   * still an error answer and not a broken download.
   */
  async *myRecipesJson(cook: Principal, origin: string): AsyncGenerator<string> {
    const ids = await this.repository.recipeIds(cook.sub);
    yield '[';
    let first = true;
    for await (const row of this.rows(ids)) {
      yield `${first ? '' : ','}${JSON.stringify(await this.exported(row, origin))}`;
      first = false;
    }
    yield ']';
  }

  /** The caller's recipes as Markdown pages with their photos: the chunks of one zip file. */
  async *myRecipesMarkdownZip(cook: Principal): AsyncGenerator<Uint8Array> {
    const ids = await this.repository.recipeIds(cook.sub);
    const chunks: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((err, data) => {
      if (err) failure = err;
      else chunks.push(data);
    });
    const add = (entry: ZipPassThrough | ZipDeflate, data: Uint8Array) => {
      zip.add(entry);
      entry.push(data, true);
      if (failure) throw failure;
    };
    for await (const row of this.rows(ids)) {
      const stem = fileStem(row);
      const photo = await this.photoOf(row);
      const photoPath = photo ? `photos/${stem}.webp` : undefined;
      // WebP is compressed already.
      if (photo && photoPath) add(new ZipPassThrough(photoPath), photo);
      add(new ZipDeflate(`${stem}.md`), strToU8(toMarkdown(row, photoPath)));
      yield* chunks.splice(0);
    }
    zip.end();
    if (failure) throw failure;
    yield* chunks.splice(0);
  }

  /**
   * Every recipe in every status with its photo, and the users table: the chunks of one JSON
   * object (Backup), a batch of recipes at a time like myRecipesJson.
   */
  async *backup(origin: string): AsyncGenerator<string> {
    const [ids, users] = await Promise.all([
      this.repository.recipeIds(),
      this.repository.allUsers(),
    ]);
    const head: Omit<Backup, 'recipes'> = {
      format: BACKUP_FORMAT,
      version: EXPORT_FORMAT_VERSION,
      created_on: new Date().toISOString(),
      users: users.map(toBackupUser),
    };
    yield `${JSON.stringify(head).slice(0, -1)},"recipes":[`;
    let first = true;
    for (let i = 0; i < ids.length; i += this.batch) {
      const batch = ids.slice(i, i + this.batch);
      const [rows, history] = await Promise.all([
        this.repository.recipesByIds(batch),
        this.repository.historyOf(batch),
      ]);
      // One photo at a time: a backup of a big site must not hold every read in flight at once.
      for (const row of rows) {
        const recipe = await this.exported(row, origin, { history: history.get(row.id) ?? [] });
        yield `${first ? '' : ','}${JSON.stringify(recipe)}`;
        first = false;
      }
    }
    yield ']}';
  }

  /** The rows of `ids`, a batch at a time, in the order of `ids`. */
  private async *rows(ids: string[]): AsyncGenerator<RecipeRow> {
    for (let i = 0; i < ids.length; i += this.batch) {
      yield* await this.repository.recipesByIds(ids.slice(i, i + this.batch));
    }
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
      const history: NewStatusChangeRow[] = [];
      for (const recipe of backup.recipes) {
        const site = recipe[EXPORT_EXTENSION_KEY];
        const data = site.image?.data;
        let thumbnail = recipe.image ?? '';
        if (data) {
          const image = await storeRecipeImage(this.storage, Buffer.from(data, 'base64'));
          stored.push(image.url);
          thumbnail = image.url;
        }
        let card: string | null = null;
        const cardData = site.card_image?.data;
        if (cardData) {
          const image = await storeRecipeImage(this.storage, Buffer.from(cardData, 'base64'));
          stored.push(image.url);
          card = image.url;
        }
        rows.push(toRecipeRow(recipe, thumbnail, card));
        for (const change of site.history ?? []) {
          history.push({
            recipeId: site.id,
            fromStatus: change.from,
            toStatus: change.to,
            byName: change.by_name,
            byEmail: change.by_email,
            note: change.note,
            changedOn: new Date(change.at),
          });
        }
      }
      const written = await this.repository.restore({
        users: backup.users.map(toUserRow),
        recipes: rows,
        history,
      });
      if (!written) throw new AppError(409, EXPORT_MESSAGES.notEmpty);
    } catch (err) {
      await Promise.all(stored.map((url) => removeStoredImage(this.storage, url).catch(() => [])));
      throw err;
    }
    return { recipes: backup.recipes.length, users: backup.users.length };
  }

  private async exported(
    row: RecipeRow,
    origin: string,
    review?: { history: RecipeStatusChangeRow[] },
  ) {
    const photo = await this.photoOf(row);
    const file: ExportImage | null = photo
      ? {
          content_type: 'image/webp',
          file_name: `photos/${fileStem(row)}.webp`,
          data: photo.toString('base64'),
        }
      : null;
    const cardSource = row.cardImage ? storedImageSource(this.storage, row.cardImage) : undefined;
    const cardBytes = cardSource ? await this.storage.get(cardSource.key) : undefined;
    const card: ExportImage | null = cardBytes
      ? {
          content_type: 'image/webp',
          file_name: `photos/${fileStem(row)}-card.webp`,
          data: cardBytes.toString('base64'),
        }
      : null;
    return toExportedRecipe(
      row,
      { url: absolute(row.thumbnailImage, origin), file },
      { card, review },
    );
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
