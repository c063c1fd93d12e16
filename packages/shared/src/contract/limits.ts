import { API_MESSAGES } from '../messages.js';

/*
 * The rate limits of the API, declared with the endpoints they guard (an endpoint's `limits`).
 * The server counts each before the endpoint's work and answers 429 with the limit's message and
 * Retry-After; the OpenAPI document adds the 429 answer from the declaration. Counters are kept in
 * PostgreSQL per limit `name`: endpoints naming the same limit share one count.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export interface RateLimitDeclaration {
  /** The counter's name; endpoints that share a limit share the name. */
  name: string;
  windowMs: number;
  max: number;
  /** The 429 message. */
  message: string;
  /** Counted per signed-in account (the token's subject) or per client address. */
  by: 'account' | 'client';
}

const tooManyRequests = 'Too many requests. Please try again in a few minutes.';

export const RATE_LIMITS = {
  /** Submissions and edits: each decodes a photo and waits for an administrator. */
  recipeWrites: {
    name: 'recipe-writes',
    windowMs: 10 * MINUTE_MS,
    max: 60,
    message: 'Too many recipes sent. Please try again in a few minutes.',
    by: 'account',
  },
  /** Role changes and the account record: verified callers only, so per client address. */
  accountCalls: {
    name: 'account-calls',
    windowMs: 10 * MINUTE_MS,
    max: 60,
    message: tooManyRequests,
    by: 'client',
  },
  /**
   * A session refresh, counted before the cookie is read. The web app refreshes once per token
   * lifetime, at a page load after the id cookie ran out and when a hidden tab shows again: thirty
   * in ten minutes leaves a household of several devices behind one address room, while a script
   * trying stolen or guessed refresh tokens gets three a minute.
   */
  refreshTokens: {
    name: 'refresh-tokens',
    windowMs: 10 * MINUTE_MS,
    max: 30,
    message: 'Too many session refreshes. Please try again in a few minutes.',
    by: 'client',
  },
  contact: {
    name: 'send-email',
    windowMs: 10 * MINUTE_MS,
    max: 5,
    message: 'Too many messages. Please try again in a few minutes.',
    by: 'client',
  },
  /** Each page import makes the server fetch up to two outside resources and decode a photo. */
  importUrl: {
    name: 'import-url',
    windowMs: 10 * MINUTE_MS,
    max: 30,
    message: 'Too many imports. Please try again in a few minutes.',
    by: 'account',
  },
  /** A file can hold hundreds of recipes; a few files in ten minutes is plenty for a person. */
  importFile: {
    name: 'import-file',
    windowMs: 10 * MINUTE_MS,
    max: 10,
    message: 'Too many imports. Please try again in a few minutes.',
    by: 'account',
  },
  /** A family ticking off a big shop stays far below it; a script filling lists does not. */
  shoppingLists: {
    name: 'shopping-lists',
    windowMs: 10 * MINUTE_MS,
    max: 600,
    message: API_MESSAGES.tooManyChanges,
    by: 'account',
  },
  mealPlanWrites: {
    name: 'meal-plan-writes',
    windowMs: 10 * MINUTE_MS,
    max: 300,
    message: API_MESSAGES.tooManyChanges,
    by: 'account',
  },
  calendarFeedResets: {
    name: 'calendar-feed-resets',
    windowMs: HOUR_MS,
    max: 10,
    message: 'Too many new calendar addresses. Please try again later.',
    by: 'account',
  },
  /** Public: calendar apps cannot sign in, so the count is per client address. */
  calendarFeed: {
    name: 'calendar-feed',
    windowMs: 10 * MINUTE_MS,
    max: 60,
    message: 'Too many calendar requests. Please try again later.',
    by: 'client',
  },
  householdInvitations: {
    name: 'household-invitations',
    windowMs: HOUR_MS,
    max: 20,
    message: 'Too many invitations. Please try again later.',
    by: 'account',
  },
  householdAisles: {
    name: 'household-aisles',
    windowMs: 10 * MINUTE_MS,
    max: 120,
    message: API_MESSAGES.tooManyChanges,
    by: 'account',
  },
  pantryWrites: {
    name: 'pantry-writes',
    windowMs: 10 * MINUTE_MS,
    max: 120,
    message: API_MESSAGES.tooManyChanges,
    by: 'account',
  },
  /** Covers and cooked-note photos share one count. */
  photoUploads: {
    name: 'photo-uploads',
    windowMs: 10 * MINUTE_MS,
    max: 20,
    message: 'Too many photos sent. Please try again in a few minutes.',
    by: 'account',
  },
  /** Each read sends photos to the family's model; the monthly budget counts them too. */
  cardReads: {
    name: 'card-reads',
    windowMs: 10 * MINUTE_MS,
    max: 10,
    message: 'Too many cards sent. Please try again in a few minutes.',
    by: 'account',
  },
  kitchenNotes: {
    name: 'kitchen-notes',
    windowMs: 10 * MINUTE_MS,
    max: 120,
    message: API_MESSAGES.tooManyChanges,
    by: 'account',
  },
} as const satisfies Record<string, RateLimitDeclaration>;
