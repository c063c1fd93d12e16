import {
  CONTRACT_MESSAGES,
  EXPORT_EXTENSION_KEY,
  IMPORT_URL_MAX_LENGTH,
  IMAGE_LIMITS,
} from '@family-recipes/shared';

/** The largest web page a recipe is read from. */
export const PAGE_MAX_BYTES = 2 * 1024 * 1024;
/** More than a family's whole collection; each one is decoded like an upload. */
export const FILE_MAX_RECIPES = 500;
/**
 * Photos a file may name on other sites. Each is a fetch of up to 15 MB made by the server; a
 * family's own export carries its photos inline, so only files from other managers name URLs.
 */
export const FILE_MAX_REMOTE_PHOTOS = 20;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** What an import answers when a page, a file or one of its recipes cannot be taken. */
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
