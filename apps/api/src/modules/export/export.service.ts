import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import {
  BACKUP_FORMAT,
  EXPORT_EXTENSION_KEY,
  EXPORT_FORMAT_VERSION,
  EXPORT_KITCHEN_KEY,
  exportedRecipeSchema,
  type FieldError,
  type Backup,
  type RestoreResult,
} from '@family-recipes/shared';
import type { RecipeRow, RecipeStatusChangeRow } from '../recipes/index.js';
import { AppError, isDatabaseUnavailable } from '../../http/errors.js';
import type { Principal } from '../identity/index.js';
import { storedImageSource } from '../images/image-processor.js';
import { readBackup } from './backup-reader.js';
import { exportedPhoto } from './photo-files.js';
import { backupKitchen, isKitchenSection, KitchenRestore } from './kitchen-backup.js';
import { BACKUP_PROBLEMS_MAX, checkBackup } from './backup-check.js';
import { toExportKitchen, toKitchenMarkdown } from './kitchen.mapper.js';
import { EXPORT_MESSAGES } from './export.messages.js';
import type { Storage } from '../storage/storage.js';
import {
  fileStem,
  toBackupUser,
  toExportedRecipe,
  toMarkdown,
  toUserRow,
} from './export.mapper.js';
import type { ExportRepository, NewRecipeRow, NewStatusChangeRow } from './export.repository.js';
import { restoreReport } from './restore-report.js';
import { RestoredRecipes } from './restored-recipes.js';

/** Recipes read from the database at a time by an export or a backup. */
const EXPORT_BATCH = 100;
/** Rows of a kitchen table read at a time by a backup: each is a few hundred bytes. */
const KITCHEN_BATCH = 1_000;

/** Export, backup and restore (decision 017). */
export class ExportService {
  private readonly batch: number;
  private readonly kitchenBatch: number;
  private readonly claimAccounts: (() => Promise<number>) | undefined;

  /**
   * `claimAccounts`: gives the accounts a restore keeps to the accounts of the identity pool that
   * hold their address, verified; answers how many (modules/identity, claimRestoredAccounts). A
   * restore runs it once written; without it they wait for their cook's sign-in or the next start.
   */
  constructor(
    private readonly repository: ExportRepository,
    private readonly storage: Storage,
    options: {
      batch?: number;
      kitchenBatch?: number;
      claimAccounts?: (() => Promise<number>) | undefined;
    } = {},
  ) {
    this.batch = options.batch ?? EXPORT_BATCH;
    this.kitchenBatch = options.kitchenBatch ?? KITCHEN_BATCH;
    this.claimAccounts = options.claimAccounts;
  }

  /**
   * The caller's recipes in every status, each with its photo in base64, and their own kitchen:
   * the chunks of one JSON-LD document (RecipeExport), the recipes read and written a batch at a
   * time (EXPORT_BATCH), so memory does not grow with the number of recipes. The first chunk
   * comes after the first read, so a failing database is still an error answer and not a broken
   * download.
   */
  async *myRecipesJson(cook: Principal, origin: string): AsyncGenerator<string> {
    const ids = await this.repository.recipeIds(cook.sub);
    yield '{"@context":"https://schema.org","@graph":[';
    let first = true;
    for await (const row of this.rows(ids)) {
      yield `${first ? '' : ','}${JSON.stringify(await this.exported(row, origin))}`;
      first = false;
    }
    // One cook's kitchen is bounded by the kitchen's limits (lists, lines), so it is read whole.
    const kitchen = toExportKitchen(await this.repository.kitchenOf(cook.sub));
    yield `],${JSON.stringify(EXPORT_KITCHEN_KEY)}:${JSON.stringify(kitchen)}}`;
  }

  /**
   * The caller's recipes as Markdown pages with their photos, and their kitchen as `kitchen.md`
   * when they have one: the chunks of one zip file.
   */
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
    const kitchen = toExportKitchen(await this.repository.kitchenOf(cook.sub));
    const { version: _version, household, ...parts } = kitchen;
    if (household || Object.values(parts).some((part) => part.length > 0)) {
      add(new ZipDeflate('kitchen.md'), strToU8(toKitchenMarkdown(kitchen)));
    }
    zip.end();
    // Set by the zip's callback during end(), which the compiler cannot see.
    const failed = failure as Error | null;
    if (failed) throw failed;
    yield* chunks.splice(0);
  }

  /**
   * Every recipe in every status with its photo, the users table and the family kitchen's tables
   * (without calendar feeds, kitchen-backup.ts): the chunks of one JSON object (Backup), a batch
   * of recipes or a page of rows at a time like myRecipesJson.
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
    yield ']';
    yield* backupKitchen(this.repository, this.kitchenBatch);
    // Read last, so that every account a row above names is in it.
    yield `,"accounts":${JSON.stringify(await this.repository.backupAccounts())}}`;
  }

  /** The rows of `ids`, a batch at a time, in the order of `ids`. */
  private async *rows(ids: string[]): AsyncGenerator<RecipeRow> {
    for (let i = 0; i < ids.length; i += this.batch) {
      yield* await this.repository.recipesByIds(ids.slice(i, i + this.batch));
    }
  }

  /**
   * Restores the backup file at `file` into a site without recipes, reading it one recipe at a
   * time (readBackup) so that memory holds one recipe's photos, not the whole file. A first pass
   * checks every part, so a bad recipe anywhere is refused before anything is stored; a second
   * puts each photo through the upload pipeline again (the file is checked like any upload) and
   * keeps only the rows, then every row is written in one transaction, the kitchen's with them
   * (KitchenRestore) and each recipe's rating added up from its restored entries. The backup's
   * accounts are kept for their cooks, and the rows keep their account ids until a cook claims
   * them (modules/identity/accounts). Answers a report of what was restored and what was not.
   */
  async restore(file: string): Promise<RestoreResult> {
    const kitchen = new KitchenRestore();
    const head = await checkBackup(file, kitchen);
    if ((await this.repository.recipeCount()) > 0)
      throw new AppError(409, EXPORT_MESSAGES.notEmpty);
    const restored = new RestoredRecipes(
      this.storage,
      new Set(head.accounts.map((account) => account.sub)),
    );
    let count = 0;
    /** Set once the rows are written: the photos they name stay whatever happens next. */
    let committed = false;
    try {
      const rows: NewRecipeRow[] = [];
      const history: NewStatusChangeRow[] = [];
      const missing: FieldError[] = [];
      const restoredIds = new Set<string>();
      for await (const part of readBackup(file)) {
        if (part.kind !== 'element') continue;
        if (isKitchenSection(part.key)) {
          if (missing.length < BACKUP_PROBLEMS_MAX) {
            missing.push(...kitchen.add(part.key, part.index, JSON.parse(part.json)));
          }
          continue;
        }
        if (part.key !== 'recipes') continue;
        // Checked in the first pass; parsed again for zod's output rather than kept from it.
        const recipe = exportedRecipeSchema.parse(JSON.parse(part.json));
        // Found here rather than in the first pass, which keeps no set of ids: the photos stored
        // so far are removed with the refusal.
        if (restoredIds.has(recipe[EXPORT_EXTENSION_KEY].id)) {
          const where = `recipes.${count}`;
          throw new AppError(400, EXPORT_MESSAGES.invalidBackup, [
            { field: where, message: `${where}: ${EXPORT_MESSAGES.duplicateRow}` },
          ]);
        }
        restoredIds.add(recipe[EXPORT_EXTENSION_KEY].id);
        count += 1;
        rows.push(await restored.row(recipe));
        for (const change of recipe[EXPORT_EXTENSION_KEY].history ?? []) {
          history.push({
            recipeId: recipe[EXPORT_EXTENSION_KEY].id,
            fromStatus: change.from,
            toStatus: change.to,
            byName: change.by_name,
            byEmail: change.by_email,
            note: change.note,
            changedOn: new Date(change.at),
          });
        }
      }
      if (missing.length > 0) {
        throw new AppError(
          400,
          EXPORT_MESSAGES.invalidBackup,
          missing.slice(0, BACKUP_PROBLEMS_MAX),
        );
      }
      const written = await this.repository.restore({
        users: head.users.map(toUserRow),
        recipes: rows,
        history,
        kitchen: kitchen.inserts(),
        accounts: head.accounts,
      });
      if (!written) throw new AppError(409, EXPORT_MESSAGES.notEmpty);
      committed = true;
      const claimed = written.accounts > 0 && this.claimAccounts ? await this.claimAccounts() : 0;
      return restoreReport(
        {
          recipes: count,
          statusChanges: history.length,
          users: head.users.length,
          accounts: head.accounts.length,
          listMembers: head.listMembers,
          kitchen: kitchen.inserts(),
          skippedPhotos: restored.skippedPhotos,
        },
        written,
        claimed,
      );
    } catch (err) {
      if (committed) throw err;
      await restored.removeStored();
      // A database that cannot be reached keeps its 503: the restore may simply be tried again.
      if (err instanceof AppError || isDatabaseUnavailable(err)) throw err;
      // The transaction rolled back and the photos are gone again: the site is as it was.
      throw Object.assign(new AppError(500, EXPORT_MESSAGES.restoreFailed), { cause: err });
    }
  }

  private async exported(
    row: RecipeRow,
    origin: string,
    review?: { history: RecipeStatusChangeRow[] },
  ) {
    const stem = `photos/${fileStem(row)}`;
    // A backup (with its review) carries every stored size of each photo, an export the largest.
    const withSizes = review !== undefined;
    const file = await exportedPhoto(this.storage, row.thumbnailImage, `${stem}.webp`, withSizes);
    const card = row.cardImage
      ? await exportedPhoto(this.storage, row.cardImage, `${stem}-card.webp`, withSizes)
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
