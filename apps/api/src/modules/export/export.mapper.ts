import {
  GROUPS,
  EXPORT_EXTENSION_KEY,
  EXPORT_FORMAT_VERSION,
  minutesToIsoDuration,
  storedIngredient,
  understood,
  type BackupStatusChange,
  type BackupUser,
  type Category,
  type Group,
  type ExportImage,
  type ExportedRecipe,
  type RecipeStatus,
} from '@family-recipes/shared';
import type { RecipeRow, RecipeStatusChangeRow } from '../recipes/index.js';
import { recipeFactsOf } from '../recipes/index.js';
import type { UserRow } from '../users/index.js';
import { fileNameWords } from '../../http/file-name.js';
import type { NewRecipeRow, NewUserRow } from './export.repository.js';

/** A file name from a title: lower-case ASCII words joined by dashes, and the id's first part. */
export function fileStem(row: Pick<RecipeRow, 'id' | 'title'>): string {
  const words = fileNameWords(row.title, 40);
  const id = row.id.slice(0, 8);
  return words ? `${words}-${id}` : id;
}

/** One recipe as schema.org Recipe with this site's fields (packages/shared export format). */
export function toExportedRecipe(
  row: RecipeRow,
  image: { url: string; file: ExportImage | null },
  extras: {
    card: ExportImage | null;
    /** Backups only: the moderation note and history (docs/product.md, access rules). */
    review?: { history: RecipeStatusChangeRow[] } | undefined;
  } = { card: null },
): ExportedRecipe {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: row.title,
    description: row.description,
    image: image.url,
    recipeCategory: row.category,
    keywords: row.tags.join(', '),
    // Each line as the cook wrote it; this site's fields below carry the model of each.
    recipeIngredient: row.ingredients.map((ingredient) => understood(ingredient).text),
    recipeInstructions: row.instructions.map((text) => ({ '@type': 'HowToStep' as const, text })),
    prepTime: minutesToIsoDuration(row.prepTime),
    cookTime: minutesToIsoDuration(row.cookTime),
    totalTime: minutesToIsoDuration(row.totalTime),
    recipeYield: row.serving,
    author: { '@type': 'Person', name: row.userName },
    datePublished: row.createdOn.toISOString(),
    dateModified: row.updatedOn.toISOString(),
    isBasedOn: row.source,
    inLanguage: row.language,
    [EXPORT_EXTENSION_KEY]: {
      version: EXPORT_FORMAT_VERSION,
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category as Category,
      tags: row.tags,
      language: row.language,
      ingredients: row.ingredients.map(understood),
      instructions: row.instructions,
      tips: row.tips,
      reviews: row.reviews,
      status: row.status as RecipeStatus,
      featured: row.featured,
      ...recipeFactsOf(row),
      user_name: row.userName,
      user_email: row.userEmail,
      created_on: row.createdOn.toISOString(),
      updated_on: row.updatedOn.toISOString(),
      image: image.file,
      story: row.story,
      from_kitchen_of: row.fromKitchenOf,
      variation_of: row.variationOf,
      card_image: extras.card,
      ...(extras.review
        ? {
            review_note: row.reviewNote,
            history: extras.review.history.map(toBackupStatusChange),
            owner_sub: row.ownerSub,
          }
        : {}),
    },
  };
}

function toBackupStatusChange(row: RecipeStatusChangeRow): BackupStatusChange {
  return {
    from: row.fromStatus as RecipeStatus | null,
    to: row.toStatus as RecipeStatus,
    by_name: row.byName,
    by_email: row.byEmail,
    note: row.note,
    at: row.changedOn.toISOString(),
  };
}

/**
 * The row an exported recipe restores to, with the thumbnail the restore stored. Its owner is the
 * account id the backup names when the backup's `accounts` give that id an address (`claimable`):
 * the cook who signs in with it, verified, gets the recipe (modules/identity/accounts). Otherwise
 * (older backups) the recipe has no owner until the owner backfill finds the account that holds
 * the recipe's address (at the next start).
 */
export function toRecipeRow(
  recipe: ExportedRecipe,
  thumbnailImage: string,
  cardImage: string | null = null,
  claimable: ReadonlySet<string> = new Set(),
): NewRecipeRow {
  const site = recipe[EXPORT_EXTENSION_KEY];
  const owner = site.owner_sub ?? null;
  return {
    story: site.story ?? '',
    fromKitchenOf: site.from_kitchen_of ?? '',
    variationOf: site.variation_of ?? null,
    cardImage,
    reviewNote: site.review_note ?? null,
    id: site.id,
    title: site.title,
    description: site.description,
    thumbnailImage,
    category: site.category,
    tags: site.tags,
    // A backup made before recipes had a language holds English ones (migration 0037).
    language: site.language ?? 'en',
    // The model is the parser's reading of each line's text (or, in a backup made before the
    // model, of the line its three fields make), never what the file says beside the text.
    ingredients: site.ingredients.map((ingredient) => storedIngredient(ingredient)),
    instructions: site.instructions,
    tips: site.tips,
    reviews: site.reviews,
    status: site.status,
    featured: site.featured,
    prepTime: site.prep_time,
    cookTime: site.cook_time,
    totalTime: site.total_time,
    serving: site.serving,
    difficulty: site.difficulty,
    source: site.source,
    userName: site.user_name,
    userEmail: site.user_email,
    ownerSub: owner !== null && claimable.has(owner) ? owner : null,
    createdOn: new Date(site.created_on),
    updatedOn: new Date(site.updated_on),
  };
}

export function toBackupUser(row: UserRow): BackupUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    birth_day: row.birthDay,
    birth_month: row.birthMonth,
    groups: row.groups.filter((group): group is Group =>
      (GROUPS as readonly string[]).includes(group),
    ),
    created_on: row.createdOn.toISOString(),
    updated_on: row.updatedOn.toISOString(),
  };
}

/** A restored record has no account until the owner backfill or its owner's sign-in finds it. */
export function toUserRow(user: BackupUser): NewUserRow {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    sub: null,
    birthDay: user.birth_day,
    birthMonth: user.birth_month,
    groups: user.groups,
    createdOn: new Date(user.created_on),
    updatedOn: new Date(user.updated_on),
  };
}

const STATUS_NAMES: Record<number, string> = { 100: 'Pending', 101: 'Approved', 199: 'Denied' };

/** A recipe as a Markdown page; `photo` is the photo's path beside it in the zip. */
export function toMarkdown(row: RecipeRow, photo: string | undefined): string {
  const lines = [`# ${row.title}`, '', row.description, ''];
  if (photo) lines.push(`![${row.title}](${photo})`, '');
  lines.push(
    `- Category: ${row.category}`,
    `- Difficulty: ${row.difficulty}`,
    `- Prep time: ${row.prepTime} min`,
    `- Cook time: ${row.cookTime} min`,
    `- Total time: ${row.totalTime} min`,
    `- Serving: ${row.serving}`,
    `- Source: ${row.source}`,
  );
  if (row.tags.length > 0) lines.push(`- Tags: ${row.tags.join(', ')}`);
  lines.push(
    `- Status: ${STATUS_NAMES[row.status] ?? String(row.status)}`,
    `- Added: ${row.createdOn.toISOString().slice(0, 10)}`,
    '',
    '## Ingredients',
    '',
    ...row.ingredients.map((ingredient) => `- ${understood(ingredient).text}`),
    '',
    '## Instructions',
    '',
    ...row.instructions.map((step, i) => `${i + 1}. ${step}`),
    '',
  );
  if (row.tips.length > 0) {
    lines.push('## Tips', '', ...row.tips.map((tip) => `- ${tip}`), '');
  }
  return lines.join('\n');
}
