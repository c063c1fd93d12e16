import {
  EXPORT_EXTENSION_KEY,
  RECIPE_STATUS,
  recipeExtensionSchema,
  type RecipeExtension,
  type RecipeStatus,
} from '@family-recipes/shared';
import { AppError, invalidField } from '../../http/errors.js';
import { FILE_MAX_RECIPES, FILE_MAX_REMOTE_PHOTOS, IMPORT_MESSAGES } from './import-messages.js';
import { draftFromSchemaOrg, imageUrlOf, plainText } from './recipe-mapping.js';
import { findRecipes, isJsonObject, type JsonObject } from './schema-org.js';

/** One recipe of a file as the submit call takes it, with its photo. */
export interface Submission {
  fields: Record<string, unknown>;
  image: Buffer | undefined;
  /** The scan of the handwritten card, from this site's own export (decision 019). */
  card?: Buffer | undefined;
  status: RecipeStatus;
  featured: boolean;
}

/** A photo carried in the file itself, as a base64 data URL. */
export const DATA_URL = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]*)$/;

/**
 * The recipes of an uploaded JSON file, checked against the file's limits before any photo is
 * fetched: 400 for a missing, unreadable, empty or too long file.
 */
export function entriesOfFile(file: Buffer | undefined): unknown[] {
  if (!file) throw invalidField('file', IMPORT_MESSAGES.fileRequired);
  let data: unknown;
  try {
    data = JSON.parse(file.toString('utf8')) as unknown;
  } catch {
    throw invalidField('file', IMPORT_MESSAGES.notJson);
  }
  const entries = entriesOf(data);
  if (entries.length === 0) throw invalidField('file', IMPORT_MESSAGES.noRecipesInFile);
  if (entries.length > FILE_MAX_RECIPES) throw invalidField('file', IMPORT_MESSAGES.tooManyRecipes);

  if (entries.filter(namesRemotePhoto).length > FILE_MAX_REMOTE_PHOTOS) {
    throw invalidField('file', IMPORT_MESSAGES.tooManyRemotePhotos);
  }
  return entries;
}

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

/** An entry's fields of this site (decision 017), checked: 400 naming the first bad one. */
export function checkedExtension(extension: unknown): RecipeExtension {
  const parsed = recipeExtensionSchema.safeParse(extension);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError(
    400,
    IMPORT_MESSAGES.badExtension(`${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim()),
  );
}

/** This site's own fields (decision 017) as the submit call's body. */
export function fromSiteExport(extension: RecipeExtension): Omit<Submission, 'image'> {
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
      // A file written before recipes had a language holds English ones.
      language: extension.language ?? 'en',
    },
    status: extension.status,
    featured: extension.featured,
  };
}

/** A recipe from another manager as the submit call's body; it waits for an administrator. */
export function fromSchemaOrg(entry: JsonObject): Omit<Submission, 'image'> {
  const draft = draftFromSchemaOrg(entry, sourceOf(entry));
  return { fields: { ...draft }, status: RECIPE_STATUS.PENDING, featured: false };
}

/** What a file's entry is called in the report: its title, else its place in the file. */
export function titleOf(entry: unknown, index: number): string {
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
