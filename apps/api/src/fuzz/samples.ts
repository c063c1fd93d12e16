import type { SchemaName } from '@family-recipes/shared';
import { thisWeekDay } from '../test/plan-week.js';

/*
 * What the contract cannot say about a request: a valid body for each body schema (the generator
 * breaks one part of it, so that the checks behind the first one are reached too) and the rows
 * that exist for the path parameters to name. A body schema without a sample here fails
 * routes.test.ts, which also parses every sample with its schema.
 */

/** The rows and files the fuzzed database holds, and the photos and tokens to send. */
export interface FuzzContext {
  /** Recipe ids of every status, the fuzzed user's own and others'. */
  recipeIds: string[];
  /** User record ids, the fuzzed user's own and others'. */
  userIds: string[];
  emails: string[];
  userEmail: string;
  /** Paths under /uploads of stored photos. */
  uploads: string[];
  tokens: { idToken: string; accessToken: string; refreshToken: string };
  images: { valid: Buffer[]; hostile: Buffer[] };
}

/** Builds a valid body of one schema, as fields; files are added from the schema's file fields. */
export type Sample = (ctx: FuzzContext) => Record<string, unknown>;

const recipeForm: Sample = () => ({
  title: 'Fuzzed Stew',
  description: 'A stew made by a fuzzer.',
  category: 'Entrees',
  instructions: JSON.stringify(['Chop.', 'Simmer.']),
  tags: JSON.stringify(['fuzz']),
  ingredients: JSON.stringify([
    { quantity: 2, units: 'cups', ingredient: 'beans', text: '2 cups beans' },
  ]),
  reviews: '[]',
  tips: '[]',
  more: JSON.stringify({
    prep_time: 10,
    cook_time: 60,
    total_time: 70,
    serving: '4 bowls',
    difficulty: 'Easy',
    source: 'The fuzzer',
  }),
  story: 'Made on the first cold night.',
  from_kitchen_of: 'Grandma Fuzz',
  variation_of: '',
  status: '100',
});

const opOnly: Sample = () => ({ op_id: crypto.randomUUID() });

/** A valid body for every body schema with fields besides files, by schema name. */
export const SAMPLES: Partial<Record<SchemaName, Sample>> = {
  RecipeSubmitForm: recipeForm,
  RecipeEditForm: recipeForm,
  StatusNote: () => ({ note: 'Please add the oven temperature.' }),
  DigestSetting: () => ({ daily_digest: true }),
  SetTokens: (ctx) => ({ ...ctx.tokens }),
  AssignRole: (ctx) => ({ username: ctx.userEmail, group: 'user' }),
  InsertUserInput: (ctx) => ({
    name: 'Fuzzy Cook',
    email: ctx.userEmail,
    birth_day: 3,
    birth_month: 4,
  }),
  UpdateUserInput: () => ({ name: 'Renamed Cook', birth_day: '12', birth_month: '6' }),
  ContactMessageInput: () => ({
    name: 'Vera Visitor',
    email: 'vera@example.test',
    subject: 'Hello',
    body: 'I liked the stew.',
  }),
  CookedInput: () => ({ rating: 4, note: 'We made it on Sunday.', op_id: crypto.randomUUID() }),
  CookedChange: () => ({ hidden: true }),
  CreateList: () => ({ name: 'Fuzzed list', unit_system: 'us' }),
  UpdateList: () => ({ name: 'Renamed list' }),
  AddRecipeToList: (ctx) => ({ recipeId: ctx.recipeIds[0], servings: 4, lines: [0] }),
  AddItem: () => ({ text: '2 lemons', op_id: crypto.randomUUID() }),
  UpdateItem: () => ({
    checked: true,
    base_version: 1,
    edited_at: new Date().toISOString(),
    op_id: crypto.randomUUID(),
  }),
  ListCleanup: opOnly,
  MoveItemAisle: () => ({ aisle: 'pantry' }),
  AisleName: () => ({ name: 'Drinks' }),
  AisleOrder: () => ({
    order: ['frozen', 'pantry', 'meat and fish', 'bakery', 'dairy', 'produce', 'other'],
  }),
  PlanDayInput: (ctx) => ({
    dinner: [ctx.recipeIds[0], { recipe_id: ctx.recipeIds[0], servings: 6 }],
    lunch: [{ note: 'Leftovers' }],
  }),
  PlanSurprise: () => ({ date: thisWeekDay(2), meal: 'dinner' }),
  PlanFillDinners: () => ({ from: thisWeekDay(0) }),
  MealRulesInput: () => ({
    meals: {
      breakfast: { categories: ['Breakfast'], tags: ['brunch'] },
      lunch: { categories: [], tags: [] },
      dinner: { categories: ['Entrees'], tags: [] },
      other: { categories: ['Desserts'], tags: [] },
    },
    no_repeat_days: 14,
    favourite_a_week: true,
  }),
  // This week (UTC), in the plan window whenever the fuzz runs.
  PlanToList: () => ({
    from: thisWeekDay(0),
    to: thisWeekDay(6),
    listId: '00000000-0000-4000-8000-000000000001',
    includeStaples: false,
    days: [thisWeekDay(2)],
    skip: [{ date: thisWeekDay(2), meal: 'dinner', position: 0, line: 0 }],
  }),
  PlanToListPreviewInput: () => ({ from: thisWeekDay(0), to: thisWeekDay(6) }),
  RenameHousehold: () => ({ name: 'Fuzzed kitchen' }),
  InviteToHousehold: (ctx) => ({ email: ctx.emails[0] }),
  JoinHousehold: () => ({ code: 'A'.repeat(43), bring: false, discard: true }),
  JoinPreviewInput: () => ({ code: 'A'.repeat(43) }),
  HandOverHousehold: () => ({ sub: '00000000-0000-4000-8000-000000000001' }),
  ReplacePantry: () => ({ staples: ['Salt', 'Olive oil'] }),
  CookbookInput: (ctx) => ({
    title: 'Fuzzed family book',
    recipeIds: ctx.recipeIds.slice(0, 2),
    order: 'title',
    pageSize: 'A5',
  }),
  CookbookChoiceInput: () => ({ source: 'approved' }),
  CookbookPdfRequest: () => ({ edition: 'screen' }),
  CookbookPreviewRequest: () => ({}),
  // A reader on this machine's discard port: a read the fuzzer gets queued reaches nothing.
  CardReaderSettingsInput: () => ({
    enabled: true,
    endpoint: 'http://127.0.0.1:9/v1',
    model: 'fuzzed-model',
    apiKey: 'sk-fuzzed',
    monthly_budget: 50,
    per_cook_limit: 5,
  }),
};
