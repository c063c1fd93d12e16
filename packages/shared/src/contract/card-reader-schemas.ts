import {
  cardReadPhotosSchema,
  cardReadSchema,
  cardReaderOfferSchema,
  cardReaderSettingsInputSchema,
  cardReaderSettingsSchema,
} from '../schemas/card-reader.js';
import type { z } from '../zod.js';

/** The server card reader's schemas by name (contract/endpoints/card-reader.ts). */
export const CARD_READER_SCHEMAS = {
  CardReaderSettings: cardReaderSettingsSchema,
  CardReaderSettingsInput: cardReaderSettingsInputSchema,
  CardReaderOffer: cardReaderOfferSchema,
  CardReadPhotos: cardReadPhotosSchema,
  CardRead: cardReadSchema,
} as const satisfies Record<string, z.ZodType>;
