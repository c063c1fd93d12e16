/**
 * The user-facing texts of this package by key (decision 049). The English text is the
 * specification's and stays what the API sends; a page shows it in the reader's language by
 * looking up its key here, then the key in `locales/<language>.json`.
 *
 * This module imports form-messages.ts: the home page's first load must not import it. It imports
 * no zod schema either: each message object comes from a module of texts and limits only.
 */
import { BACKUP_MESSAGES, RESTORE_MESSAGES, RESTORE_SKIPPED } from '../export/restore-messages.js';
import {
  FIELD_TEXT,
  REVIEW_TEXT,
  INGREDIENT_TEXT,
  STATUS_LABELS,
  TOASTS,
  VALIDATION,
} from '../form-messages.js';
import { API_MESSAGES, PAGE_TEXT } from '../messages.js';
import { passwordRequirements } from '../rules/password.js';
import { AISLE_MESSAGES } from '../schemas/aisle-messages.js';
import { COOKBOOK_MESSAGES } from '../schemas/cookbook-messages.js';
import { COOKBOOK_PREVIEW_MESSAGES } from '../schemas/cookbook-preview-messages.js';
import { HOUSEHOLD_MESSAGES } from '../schemas/household-messages.js';
import { AUTH_MESSAGES, PROVIDER_MESSAGES } from '../schemas/identity-messages.js';
import {
  KITCHEN_MESSAGES,
  LIST_UNDO_MESSAGES,
  NOTHING_TO_BUY,
} from '../schemas/kitchen-messages.js';
import { MEAL_RULE_MESSAGES } from '../schemas/meal-rule-messages.js';
import { PANTRY_MESSAGES } from '../schemas/pantry-messages.js';
import { PLAN_MESSAGES, PLAN_TO_LIST_MESSAGES } from '../schemas/plan-messages.js';
import { parseMessage } from './message-format.js';

/**
 * The plain texts of an object under `prefix.key`. Its functions (texts made with values, such
 * as PANTRY_MESSAGES.lineNotInRecipe) are left out here: TEMPLATES holds them.
 */
function prefixed(prefix: string, texts: Readonly<Record<string, unknown>>): [string, string][] {
  return Object.entries(texts).flatMap(([key, text]) =>
    typeof text === 'string' ? [[`${prefix}.${key}`, text] as [string, string]] : [],
  );
}

/** Every English text by key, as the constants write it (braces and apostrophes as they are). */
const ENGLISH: ReadonlyMap<string, string> = new Map([
  ...prefixed('VALIDATION', VALIDATION),
  ...prefixed('FIELD_TEXT', FIELD_TEXT),
  ...prefixed('TOASTS', TOASTS),
  ...prefixed('REVIEW_TEXT', REVIEW_TEXT),
  ...prefixed('STATUS_LABELS', STATUS_LABELS),
  ...prefixed('INGREDIENT_TEXT', INGREDIENT_TEXT),
  ...prefixed('PAGE_TEXT', PAGE_TEXT),
  ...prefixed('API_MESSAGES', API_MESSAGES),
  ...passwordRequirements('').map(({ id, label }) => [`PASSWORD.${id}`, label] as const),
  ...prefixed('AUTH_MESSAGES', AUTH_MESSAGES),
  ...prefixed('PROVIDER_MESSAGES', PROVIDER_MESSAGES),
  ...prefixed('KITCHEN_MESSAGES', KITCHEN_MESSAGES),
  ...prefixed('PANTRY_MESSAGES', PANTRY_MESSAGES),
  ...prefixed('HOUSEHOLD_MESSAGES', HOUSEHOLD_MESSAGES),
  ...prefixed('AISLE_MESSAGES', AISLE_MESSAGES),
  ...prefixed('MEAL_RULE_MESSAGES', MEAL_RULE_MESSAGES),
  ...prefixed('PLAN_MESSAGES', PLAN_MESSAGES),
  ...prefixed('PLAN_TO_LIST_MESSAGES', PLAN_TO_LIST_MESSAGES),
  ...prefixed('LIST_UNDO_MESSAGES', LIST_UNDO_MESSAGES),
  ...prefixed('COOKBOOK_MESSAGES', COOKBOOK_MESSAGES),
  ...prefixed('COOKBOOK_PREVIEW_MESSAGES', COOKBOOK_PREVIEW_MESSAGES),
  ['NOTHING_TO_BUY', NOTHING_TO_BUY],
  ...prefixed('RESTORE_SKIPPED', RESTORE_SKIPPED),
  ...prefixed('RESTORE_MESSAGES', RESTORE_MESSAGES),
  ...prefixed('BACKUP_MESSAGES', BACKUP_MESSAGES),
]);

/**
 * The texts the API writes with values (the functions of the message objects), as ICU message
 * text with a named value for each: the API sends them written, and a page finds the key and the
 * values again (`sharedTextMatch`) to write them in the reader's language. The test checks each
 * against its function. No apostrophe or brace but the values' is written in them.
 */
const TEMPLATES: ReadonlyMap<string, string> = new Map([
  ['PANTRY_MESSAGES.lineNotInRecipe', 'The recipe has no line {line} to add.'],
  ['AISLE_MESSAGES.aisleNameTaken', 'Your household already has an aisle called “{name}”.'],
  ['AISLE_MESSAGES.shopNameTaken', 'Your household already has a shop called “{name}”.'],
  [
    'COOKBOOK_PREVIEW_MESSAGES.smallCover',
    'The cover photo is too small to print sharp across the whole cover. Upload one of at least {width} × {height} pixels.',
  ],
  [
    'COOKBOOK_PREVIEW_MESSAGES.smallPhoto',
    'The photo of “{title}” is small, so it prints in the smaller frame. A larger photo would fill the column.',
  ],
  [
    'COOKBOOK_PREVIEW_MESSAGES.longRecipe',
    '“{title}” runs to {pages} pages. A shorter description or story would keep it on fewer.',
  ],
  [
    'COOKBOOK_PREVIEW_MESSAGES.longBook',
    'The book runs to about {pages} pages: more than many print shops bind in one volume ({limit}). Consider two books.',
  ],
  [
    'RESTORE_MESSAGES.newerVersion',
    'This backup was written by a newer version of Family Recipes (format {version}); update this site first.',
  ],
  [
    'BACKUP_MESSAGES.unreadable',
    'This file in the backup storage is not a backup a restore can read: {reason}',
  ],
  ['BACKUP_MESSAGES.storage', 'The backup could not be written to the backup storage: {reason}'],
  ['BACKUP_MESSAGES.source', 'The backup stopped while reading the site’s data: {reason}'],
]);

/**
 * `text` as ICU message text that reads as `text` itself: an apostrophe doubled, each brace
 * quoted (`{ note }` → `'{' note '}'`), so "…a recipe id, { recipe_id, servings } or { note }"
 * is not read as a value.
 */
export function icuLiteral(text: string): string {
  return text.replace(/'/g, "''").replace(/[{}]/g, (brace) => `'${brace}'`);
}

/**
 * Every text by key (`VALIDATION.titleRequired`, `TOASTS.loginSuccess`…) as
 * ICU message text, the form the catalogs hold: formatted, each reads as its English text.
 */
export const SHARED_TEXTS: Readonly<Record<string, string>> = Object.fromEntries([
  ...[...ENGLISH].map(([key, text]) => [key, icuLiteral(text)] as const),
  ...TEMPLATES,
]);

/** The first key of each English text; texts shared by two keys translate alike (the test checks). */
const KEY_OF_TEXT = new Map<string, string>();
for (const [key, text] of ENGLISH) {
  if (!KEY_OF_TEXT.has(text)) KEY_OF_TEXT.set(text, key);
}

/** The key of one of the English texts as the API sends it, or undefined for any other text. */
export function sharedTextKey(english: string): string | undefined {
  return KEY_OF_TEXT.get(english);
}

/** Each template as a pattern of the whole text, its values caught by name (made when first asked). */
let patterns: [key: string, pattern: RegExp][] | undefined;

function templatePatterns(): [string, RegExp][] {
  patterns ??= [...TEMPLATES].map(([key, template]) => {
    const source = parseMessage(template)
      .map((part) =>
        typeof part === 'string'
          ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          : 'arg' in part
            ? `(?<${part.arg}>[\\s\\S]+?)`
            : '',
      )
      .join('');
    return [key, new RegExp(`^${source}$`)];
  });
  return patterns;
}

/**
 * The key of one of the English texts as the API sends it, with the values a text written with
 * values was written with; undefined for any other text.
 */
export function sharedTextMatch(
  english: string,
): { key: string; values: Record<string, string> } | undefined {
  const key = KEY_OF_TEXT.get(english);
  if (key !== undefined) return { key, values: {} };
  for (const [templateKey, pattern] of templatePatterns()) {
    const match = pattern.exec(english);
    if (match) return { key: templateKey, values: { ...match.groups } };
  }
  return undefined;
}
