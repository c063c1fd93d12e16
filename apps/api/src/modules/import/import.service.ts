import pLimit from 'p-limit';
import {
  CONTRACT_MESSAGES,
  EXPORT_EXTENSION_KEY,
  IMPORT_URL_MAX_LENGTH,
  IMAGE_LIMITS,
  RECIPE_STATUS,
  recipeExtensionSchema,
  type RecipeExtension,
  type RecipeStatus,
} from '@family-recipes/shared';
import { AppError, invalidField, onField } from '../../http/errors.js';
import { isAdmin, type Principal } from '../identity/index.js';
import { normalizeRecipeImage } from '../images/image-processor.js';
import { recipeFromForm, type RecipesService } from '../recipes/index.js';
import { draftFromSchemaOrg, imageUrlOf, plainText, type RecipeDraft } from './recipe-mapping.js';
import { fetchPublic, parsePublicUrl, type FetchPolicy } from './safe-fetch.js';
import {
  findRecipes,
  isJsonObject,
  isRecipeType,
  recipesInHtml,
  type JsonObject,
} from './schema-org.js';

const PAGE_MAX_BYTES = 2 * 1024 * 1024;
/** More than a family's whole collection; each one is decoded like an upload. */
const FILE_MAX_RECIPES = 500;
/**
 * Photos a file may name on other sites. Each is a fetch of up to 15 MB made by the server; a
 * family's own export carries its photos inline, so only files from other managers name URLs.
 */
export const FILE_MAX_REMOTE_PHOTOS = 20;
/**
 * One deadline for every photo of a file, on top of each fetch's own 5 s: the 20 photos, four at a
 * time, could otherwise keep the request (and its import slot) for 25 s.
 */
const FILE_IMPORT_DEADLINE_MS = 20_000;
/** Photos of a file fetched at once. */
const FILE_PHOTO_FETCHES = 4;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const IMPORT_MESSAGES = {
  urlRequired: CONTRACT_MESSAGES.urlRequired,
  urlTooLong: `The address is too long. The limit is ${IMPORT_URL_MAX_LENGTH} characters.`,
  pageTooLarge: `That page is larger than ${megabytes(PAGE_MAX_BYTES)} MB, so it cannot be imported.`,
  imageTooLarge: `The photo is larger than ${megabytes(IMAGE_LIMITS.maxBytes)} MB.`,
  noRecipe:
    'No recipe was found on that page (it has no schema.org Recipe data). Please fill in the form yourself.',
  noPhoto: 'The page has no photo of the dish. Please choose one.',
  photoFailed: (reason: string) => `The photo could not be imported: ${reason} Please choose one.`,
  fileRequired: 'Send a JSON file in the "file" field.',
  notJson: 'The file is not valid JSON. Send a JSON export of recipes.',
  noRecipesInFile: 'The file holds no recipes.',
  tooManyRecipes: `The file holds more than ${FILE_MAX_RECIPES} recipes. Split it into smaller files.`,
  notRecipe: 'It is not a schema.org Recipe.',
  badExtension: (detail: string) => `Its ${EXPORT_EXTENSION_KEY} fields are not valid: ${detail}`,
  entryNoPhoto: 'It has no photo (an image URL or image data).',
  tooManyRemotePhotos: `The file names more than ${FILE_MAX_REMOTE_PHOTOS} photos on other web sites. Split it into smaller files.`,
  fileTimedOut: (deadlineMs: number) =>
    `Fetching the file's photos took longer than ${deadlineMs / 1000} seconds, so nothing was imported. Split it into smaller files.`,
} as const;

interface ImportedRecipe {
  /** 1-based position in the file. */
  index: number;
  _id: string;
  title: string;
  status: RecipeStatus;
}

interface FailedRecipe {
  index: number;
  title: string;
  message: string;
  errors: string[];
}

export interface FileImportReport {
  imported: ImportedRecipe[];
  failed: FailedRecipe[];
}

interface Submission {
  fields: Record<string, unknown>;
  image: Buffer | undefined;
  /** The scan of the handwritten card, from this site's own export (decision 019). */
  card?: Buffer | undefined;
  status: RecipeStatus;
  featured: boolean;
}

function decodeHtml(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

const DATA_URL = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]*)$/;

/** The recipes of an uploaded file: a list, a backup ({ recipes }), a JSON-LD @graph or one recipe. */
function entriesOf(data: unknown): unknown[] {
  const top = Array.isArray(data)
    ? data
    : isJsonObject(data) && Array.isArray(data['recipes'])
      ? data['recipes']
      : [data];
  return top.flatMap((entry) =>
    isJsonObject(entry) && entry['@graph'] !== undefined ? findRecipes(entry['@graph']) : [entry],
  );
}

/** This site's own fields (decision 017) as the submit call's body. */
function fromSiteExport(extension: RecipeExtension): Omit<Submission, 'image'> {
  return {
    fields: {
      title: extension.title,
      description: extension.description,
      category: extension.category,
      tags: extension.tags,
      ingredients: extension.ingredients,
      instructions: extension.instructions,
      tips: extension.tips,
      reviews: extension.reviews,
      more: {
        prep_time: extension.prep_time,
        cook_time: extension.cook_time,
        total_time: extension.total_time,
        serving: extension.serving,
        difficulty: extension.difficulty,
        source: extension.source,
      },
      // The original of a variation is another site's id: not carried over.
      story: extension.story ?? '',
      from_kitchen_of: extension.from_kitchen_of ?? '',
    },
    status: extension.status,
    featured: extension.featured,
  };
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
    const [recipe] = recipesInHtml(decodeHtml(page.body, page.contentType));
    if (!recipe) throw new AppError(422, IMPORT_MESSAGES.noRecipe);
    const draft = draftFromSchemaOrg(recipe, url.href);
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
    if (!file) throw invalidField('file', IMPORT_MESSAGES.fileRequired);
    let data: unknown;
    try {
      data = JSON.parse(file.toString('utf8')) as unknown;
    } catch {
      throw invalidField('file', IMPORT_MESSAGES.notJson);
    }
    const entries = entriesOf(data);
    if (entries.length === 0) throw invalidField('file', IMPORT_MESSAGES.noRecipesInFile);
    if (entries.length > FILE_MAX_RECIPES)
      throw invalidField('file', IMPORT_MESSAGES.tooManyRecipes);

    if (entries.filter(namesRemotePhoto).length > FILE_MAX_REMOTE_PHOTOS) {
      throw invalidField('file', IMPORT_MESSAGES.tooManyRemotePhotos);
    }

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
      const parsed = recipeExtensionSchema.safeParse(extension);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(
          400,
          IMPORT_MESSAGES.badExtension(
            `${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
          ),
        );
      }
      const data = parsed.data.image?.data;
      const card = parsed.data.card_image?.data;
      return {
        ...fromSiteExport(parsed.data),
        image: data ? Buffer.from(data, 'base64') : await this.imageOf(entry, signal),
        ...(card ? { card: Buffer.from(card, 'base64') } : {}),
      };
    }
    if (!isRecipeType(entry['@type'])) throw new AppError(400, IMPORT_MESSAGES.notRecipe);
    const draft = draftFromSchemaOrg(entry, sourceOf(entry));
    return {
      fields: { ...draft },
      image: await this.imageOf(entry, signal),
      status: RECIPE_STATUS.PENDING,
      featured: false,
    };
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

function titleOf(entry: unknown, index: number): string {
  if (isJsonObject(entry)) {
    const extension = entry[EXPORT_EXTENSION_KEY];
    const name = plainText(isJsonObject(extension) ? extension['title'] : entry['name']);
    if (name !== '') return name;
  }
  return `Recipe ${index}`;
}

/** Whether the entry's photo is a URL the server would fetch (not inline data). */
function namesRemotePhoto(entry: unknown): boolean {
  if (!isJsonObject(entry)) return false;
  const extension = entry[EXPORT_EXTENSION_KEY];
  if (isJsonObject(extension) && isJsonObject(extension['image']) && extension['image']['data']) {
    return false;
  }
  const url = imageUrlOf(entry['image']);
  return url !== undefined && url !== '' && !DATA_URL.test(url);
}

/** Where a recipe from another manager came from: its page, else its author. */
function sourceOf(entry: JsonObject): string {
  for (const key of ['isBasedOn', 'url', 'mainEntityOfPage']) {
    const value = entry[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  const author = Array.isArray(entry['author']) ? entry['author'][0] : entry['author'];
  const name = plainText(isJsonObject(author) ? author['name'] : author);
  return name === '' ? 'Imported file' : name;
}
