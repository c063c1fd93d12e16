import { z } from '../zod.js';

/*
 * The server reader of recipe cards (docs/decisions/051): an OpenAI-compatible model an
 * administrator configures for cards the device cannot read (handwriting), its settings, a cook's
 * read of one card and the answer the model must give.
 */

export const CARD_READER_MESSAGES = {
  endpointInvalid:
    'Enter the address of an OpenAI-compatible API: https://, or http:// for a model on this machine or the home network.',
  modelRequired: 'Enter the name of the model.',
  budgetInvalid: 'The monthly budget is a whole number of cards from 0 to 100000.',
  perCookInvalid: 'The limit for each cook is a whole number of cards from 0 to 10000.',
  keyInvalid: 'The API key is at most 500 characters, without spaces.',
  notOffered: 'The server reader is not set up on this site.',
  budgetSpent: 'The site’s card reads for this month are used up. Please try again next month.',
  cookLimit: 'You have used your card reads for this month. Please try again next month.',
  photosRequired: 'Send one or two photos of the card in the "photos" field.',
  readNotFound: 'That card read was not found.',
  interrupted: 'The reading was interrupted. Please try again.',
  unusableAnswer:
    'The server reader’s answer could not be used. Please try again or type the card.',
  unreachable: 'The server reader could not be reached. Please try again later.',
  refused: 'The server reader refused the card. Please ask an administrator to check its settings.',
} as const;

export const CARD_READER_LIMITS = {
  endpointMaxLength: 500,
  modelMaxLength: 200,
  keyMaxLength: 500,
  budgetMax: 100_000,
  perCookMax: 10_000,
  /** Photos of one card: its front and its back. */
  maxPhotos: 2,
  /** Recipes one answer may hold, lines in each part, characters in a line. */
  maxRecipes: 6,
  maxIngredients: 100,
  maxSteps: 60,
  maxTips: 30,
  maxTimes: 4,
  maxLineChars: 500,
} as const;

const LOCAL_HOST =
  /^(localhost|[a-z0-9-]+|127(\.\d{1,3}){3}|10(\.\d{1,3}){3}|192\.168(\.\d{1,3}){2}|172\.(1[6-9]|2\d|3[01])(\.\d{1,3}){2}|\[::1\]|[a-z0-9-]+\.(local|lan|home\.arpa|internal))$/i;

/**
 * Whether an address may take the model's requests: https anywhere, plain http only on this
 * machine or the home network (a single-label name, a private address, .local, .lan), where
 * the key does not cross the internet in the clear. No user name or password in it, no query
 * or fragment (the path is the API's base, `…/v1`).
 */
export function isReaderEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && LOCAL_HOST.test(url.hostname);
}

const wholeNumber = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

/** What an administrator sends: the key is kept when left out and removed when empty. */
export const cardReaderSettingsInputSchema = z.object({
  enabled: z.boolean(),
  endpoint: z
    .string({ error: CARD_READER_MESSAGES.endpointInvalid })
    .trim()
    .max(CARD_READER_LIMITS.endpointMaxLength, CARD_READER_MESSAGES.endpointInvalid)
    .refine((value) => value === '' || isReaderEndpoint(value), {
      message: CARD_READER_MESSAGES.endpointInvalid,
    }),
  model: z
    .string({ error: CARD_READER_MESSAGES.modelRequired })
    .trim()
    .max(CARD_READER_LIMITS.modelMaxLength, CARD_READER_MESSAGES.modelRequired),
  apiKey: z
    .string({ error: CARD_READER_MESSAGES.keyInvalid })
    .max(CARD_READER_LIMITS.keyMaxLength, CARD_READER_MESSAGES.keyInvalid)
    .regex(/^\S*$/u, CARD_READER_MESSAGES.keyInvalid)
    .optional(),
  monthly_budget: wholeNumber(CARD_READER_LIMITS.budgetMax, CARD_READER_MESSAGES.budgetInvalid),
  per_cook_limit: wholeNumber(CARD_READER_LIMITS.perCookMax, CARD_READER_MESSAGES.perCookInvalid),
});
export type CardReaderSettingsInput = z.input<typeof cardReaderSettingsInputSchema>;

/** The settings as administrators see them: never the key, only whether one is kept. */
export const cardReaderSettingsSchema = z.object({
  enabled: z.boolean(),
  endpoint: z.string(),
  model: z.string(),
  key_set: z.boolean(),
  monthly_budget: z.number().int().nonnegative(),
  per_cook_limit: z.number().int().nonnegative(),
  /** Card reads counted this calendar month (UTC), site-wide. */
  used_this_month: z.number().int().nonnegative(),
  /** Tokens the model reported for this month's reads. */
  tokens_this_month: z.number().int().nonnegative(),
});
export type CardReaderSettings = z.infer<typeof cardReaderSettingsSchema>;

/** Whether a cook is offered the server reader, and how many reads are left to them this month. */
export const cardReaderOfferSchema = z.object({
  available: z.boolean(),
  remaining: z.number().int().nonnegative(),
});
export type CardReaderOffer = z.infer<typeof cardReaderOfferSchema>;

const line = z.string().max(CARD_READER_LIMITS.maxLineChars);

/**
 * One line as the model read it: its text, whether it was unsure of any word, and where it sits
 * on the photo (`photo`: 0 for the first, 1 for the second; `box`: [x0, y0, x1, y1] from 0 to
 * 1000 of the photo's width and height), null when it cannot say.
 */
export const readerLineSchema = z
  .object({
    text: line,
    unsure: z.boolean(),
    photo: z
      .number()
      .int()
      .min(0)
      .max(CARD_READER_LIMITS.maxPhotos - 1),
    box: z.array(z.number().min(0).max(1000)).length(4).nullable(),
  })
  .strict();
export type ReaderLine = z.infer<typeof readerLineSchema>;

const lines = (max: number) => z.array(readerLineSchema).max(max);

/**
 * The answer the model must give for one card, checked before anything of it is used: each
 * recipe on the photos with its lines as written (the serving and times lines whole, as "Serves
 * 4" and "Bake 30 min"), an empty title or serving line as null.
 */
export const cardReaderAnswerSchema = z
  .object({
    recipes: z
      .array(
        z
          .object({
            title: readerLineSchema.nullable(),
            serving: readerLineSchema.nullable(),
            times: lines(CARD_READER_LIMITS.maxTimes),
            ingredients: lines(CARD_READER_LIMITS.maxIngredients),
            steps: lines(CARD_READER_LIMITS.maxSteps),
            tips: lines(CARD_READER_LIMITS.maxTips),
          })
          .strict(),
      )
      .max(CARD_READER_LIMITS.maxRecipes),
  })
  .strict();
export type CardReaderAnswer = z.infer<typeof cardReaderAnswerSchema>;

export const CARD_READ_STATUSES = [
  'queued',
  'reading',
  'checking',
  'retrying',
  'done',
  'failed',
] as const;

/** A cook's read of one card on the server, polled while it runs. */
export const cardReadSchema = z.object({
  id: z.uuid(),
  status: z.enum(CARD_READ_STATUSES),
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** The checked answer once done; null before and when it failed. */
  answer: cardReaderAnswerSchema.nullable(),
  /** Why it failed (one of CARD_READER_MESSAGES); null otherwise. */
  error: z.string().nullable(),
  created_on: z.iso.datetime({ offset: true }),
});
export type CardRead = z.infer<typeof cardReadSchema>;

/** The multipart body of a read: the photos, front first. */
export const cardReadPhotosSchema = z.object({
  photos: z
    .array(z.string())
    .describe(
      'binary: one or two photos of the card (JPEG, PNG, WebP or AVIF), front first, each a part named "photos"',
    ),
});
