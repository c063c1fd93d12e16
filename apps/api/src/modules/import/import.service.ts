import pLimit from 'p-limit';
import {
  EXPORT_EXTENSION_KEY,
  IMAGE_LIMITS,
  RECIPE_STATUS,
  type RecipeStatus,
} from '@family-recipes/shared';
import { AppError, onField } from '../../http/errors.js';
import { isAdmin, type Principal } from '../identity/index.js';
import { normalizeRecipeImage } from '../images/image-processor.js';
import { recipeFromForm, type RecipesService } from '../recipes/index.js';
import {
  checkedExtension,
  DATA_URL,
  entriesOfFile,
  fromSchemaOrg,
  fromSiteExport,
  titleOf,
  type Submission,
} from './import-entries.js';
import { IMPORT_MESSAGES, PAGE_MAX_BYTES } from './import-messages.js';
import { draftFromSchemaOrg, imageUrlOf, type RecipeDraft } from './recipe-mapping.js';
import { fetchPublic, parsePublicUrl, type FetchPolicy } from './safe-fetch.js';
import { isJsonObject, isRecipeType, recipePage, type JsonObject } from './schema-org.js';

/** What a file's import did, recipe by recipe; `index` is a recipe's place in the file, from 1. */
export interface FileImportReport {
  imported: { index: number; _id: string; title: string; status: RecipeStatus }[];
  failed: { index: number; title: string; message: string; errors: string[] }[];
}

/**
 * One deadline for every photo of a file, on top of each fetch's own 5 s: the 20 photos, four at a
 * time, could otherwise keep the request (and its import slot) for 25 s.
 */
const FILE_IMPORT_DEADLINE_MS = 20_000;
/** Photos of a file fetched at once. */
const FILE_PHOTO_FETCHES = 4;

function decodeHtml(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Imports from a web page (a draft) and from a file (submissions); docs/decisions/018. */
export class ImportService {
  /** `fileDeadlineMs`: the one deadline for every photo of a file (shorter in tests). */
  constructor(
    private readonly recipes: RecipesService,
    private readonly policy: FetchPolicy,
    private readonly fileDeadlineMs: number = FILE_IMPORT_DEADLINE_MS,
  ) {}

  /** A draft from the page at a checked address (the contract's ImportUrl: set, not too long). */
  async draftFromUrl({ url: text }: { url: string }): Promise<RecipeDraft> {
    let url: URL;
    let page: Awaited<ReturnType<typeof fetchPublic>>;
    try {
      url = parsePublicUrl(text);
      page = await fetchPublic(
        url,
        {
          maxBytes: PAGE_MAX_BYTES,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          tooLarge: IMPORT_MESSAGES.pageTooLarge,
        },
        this.policy,
      );
    } catch (err) {
      throw onField('url', err);
    }
    const read = recipePage(decodeHtml(page.body, page.contentType));
    const [recipe] = read.recipes;
    if (!recipe) throw new AppError(422, IMPORT_MESSAGES.noRecipe);
    const draft = draftFromSchemaOrg(recipe, url.href, read.lang);
    const imageUrl = imageUrlOf(recipe['image']);
    if (!imageUrl) {
      draft.warnings.push(IMPORT_MESSAGES.noPhoto);
      return draft;
    }
    try {
      const photo = await normalizeRecipeImage(await this.download(imageUrl, page.url));
      draft.thumbnail_image = `data:image/webp;base64,${photo.toString('base64')}`;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      draft.warnings.push(IMPORT_MESSAGES.photoFailed(err.message));
    }
    return draft;
  }

  async importFile(file: Buffer | undefined, owner: Principal): Promise<FileImportReport> {
    const entries = entriesOfFile(file);

    // Every photo is fetched and checked before anything is stored, so a file that runs out of
    // time leaves no recipes and no photo files behind.
    const deadline = AbortSignal.timeout(this.fileDeadlineMs);
    const submissions = await this.submissionsOf(entries, deadline);

    const report: FileImportReport = { imported: [], failed: [] };
    // One at a time: each decodes a photo, and the decoder is shared with every upload.
    for (const [position, entry] of entries.entries()) {
      const index = position + 1;
      const title = titleOf(entry, index);
      try {
        const submission = submissions[position];
        if (!submission) throw new AppError(400, IMPORT_MESSAGES.notRecipe);
        // Its photo could not be had (a timeout is a 504 from the remote's side): this entry only.
        if (submission instanceof AppError)
          throw new AppError(400, submission.message, submission.errors);
        let recipe = await this.recipes.submit(
          recipeFromForm(submission.fields, {
            hasThumbnail: !!submission.image,
            requireThumbnail: true,
          }),
          { thumbnail: submission.image, card: submission.card },
          owner,
        );
        // Statuses are kept for an administrator restoring a backup; a cook's imports wait.
        if (isAdmin(owner) && submission.status !== RECIPE_STATUS.PENDING) {
          // Restored statuses are not news to anyone: no mail.
          recipe = await this.recipes.setStatus(recipe._id, submission.status, owner, undefined, {
            notify: false,
          });
          if (submission.featured && submission.status === RECIPE_STATUS.APPROVED) {
            recipe = await this.recipes.setFeatured(recipe._id, true, owner);
          }
        }
        report.imported.push({
          index,
          _id: recipe._id,
          title: recipe.title,
          status: recipe.status,
        });
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        report.failed.push({
          index,
          title,
          message: err.message,
          errors: err.errors?.map((error) => error.message) ?? [err.message],
        });
      }
    }
    return report;
  }

  /**
   * Each entry's submission, or the reason it cannot be imported, with its photo fetched:
   * FILE_PHOTO_FETCHES at a time, all under `deadline`. When the deadline passes, or a photo fails
   * with a 5xx, the whole file is refused.
   */
  private async submissionsOf(
    entries: unknown[],
    deadline: AbortSignal,
  ): Promise<(Submission | AppError)[]> {
    // A photo that cannot be had (refused, too large, past its own 5 s deadline) fails its own
    // entry only; anything unexpected refuses the whole file and stops the other fetches too.
    const refused = new AbortController();
    const signal = AbortSignal.any([deadline, refused.signal]);
    const results: (Submission | AppError)[] = [];
    const limit = pLimit(FILE_PHOTO_FETCHES);
    const done = await Promise.allSettled(
      entries.map((entry, position) =>
        limit(async () => {
          if (signal.aborted) return;
          try {
            results[position] = await this.submissionOf(entry, signal);
          } catch (err) {
            if (err instanceof AppError && !signal.aborted) {
              results[position] = err;
            } else {
              refused.abort();
              throw err;
            }
          }
        }),
      ),
    );
    // The file, not a remote server, is what took too long: the cook is told to split it (4xx).
    if (deadline.aborted) {
      throw new AppError(422, IMPORT_MESSAGES.fileTimedOut(this.fileDeadlineMs));
    }
    const failure = done.find((d) => d.status === 'rejected');
    if (failure) throw failure.reason;
    return results;
  }

  private async submissionOf(entry: unknown, signal?: AbortSignal): Promise<Submission> {
    if (!isJsonObject(entry)) throw new AppError(400, IMPORT_MESSAGES.notRecipe);
    const extension = entry[EXPORT_EXTENSION_KEY];
    if (extension !== undefined) {
      const site = checkedExtension(extension);
      const data = site.image?.data;
      const card = site.card_image?.data;
      return {
        ...fromSiteExport(site),
        image: data ? Buffer.from(data, 'base64') : await this.imageOf(entry, signal),
        ...(card ? { card: Buffer.from(card, 'base64') } : {}),
      };
    }
    if (!isRecipeType(entry['@type'])) throw new AppError(400, IMPORT_MESSAGES.notRecipe);
    return { ...fromSchemaOrg(entry), image: await this.imageOf(entry, signal) };
  }

  private async imageOf(entry: JsonObject, signal?: AbortSignal): Promise<Buffer> {
    const url = imageUrlOf(entry['image']);
    if (!url) throw new AppError(400, IMPORT_MESSAGES.entryNoPhoto);
    const inline = DATA_URL.exec(url);
    if (inline) {
      const bytes = Buffer.from(inline[1] ?? '', 'base64');
      if (bytes.length > IMAGE_LIMITS.maxBytes)
        throw new AppError(413, IMPORT_MESSAGES.imageTooLarge);
      return bytes;
    }
    // Decoded at once into the WebP an upload would become (as a page import's draft is): a file's
    // photos wait for the others before anything is stored, and 20 originals of up to 15 MB each
    // would wait in memory.
    return normalizeRecipeImage(await this.download(url, undefined, signal));
  }

  private async download(url: string, base?: URL, signal?: AbortSignal): Promise<Buffer> {
    const image = await fetchPublic(
      parsePublicUrl(url, base),
      {
        maxBytes: IMAGE_LIMITS.maxBytes,
        accept: 'image/avif,image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.1',
        tooLarge: IMPORT_MESSAGES.imageTooLarge,
        signal,
      },
      this.policy,
    );
    return image.body;
  }
}
