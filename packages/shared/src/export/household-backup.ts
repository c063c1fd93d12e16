import { z } from '../zod.js';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants.js';
import { HOUSEHOLD_LIMITS, HOUSEHOLD_ROLES } from '../schemas/households.js';
import { AISLES } from '../schemas/kitchen.js';
import { AISLE_LIMITS, AISLE_MESSAGES, aisleIdSchema } from '../schemas/aisles.js';
import { PANTRY_LIMITS } from '../schemas/pantry.js';
import { itemText, sub, text, timestamp } from './backup-fields.js';

/*
 * The households' part of a backup (kitchen-backup.ts, BACKUP_KITCHEN_SECTIONS): each household,
 * its members, its pantry and its aisles, each row as its table holds it.
 */

/**
 * A household (migration 0017) and its members: a restore gives each cook back the household they
 * were in, with its plan, lists, pantry and aisles. Invitations are not backed up: their codes are
 * secrets.
 */
export const backupHouseholdSchema = z.object({
  id: z.uuid(),
  name: text(HOUSEHOLD_LIMITS.nameMax),
  created_on: timestamp,
});
export type BackupHousehold = z.infer<typeof backupHouseholdSchema>;

export const backupHouseholdMemberSchema = z.object({
  user_sub: sub,
  household_id: z.uuid(),
  role: z.enum(HOUSEHOLD_ROLES),
  name: text(NAME_MAX_LENGTH),
  email: text(EMAIL_MAX_LENGTH),
  joined_at: timestamp,
});
export type BackupHouseholdMember = z.infer<typeof backupHouseholdMemberSchema>;

/** A household that edited its pantry (migration 0022): its staples are its own rows, even none. */
export const backupHouseholdPantrySchema = z.object({
  household_id: z.uuid(),
  updated_at: timestamp,
});
export type BackupHouseholdPantry = z.infer<typeof backupHouseholdPantrySchema>;

export const backupPantryStapleSchema = z.object({
  household_id: z.uuid(),
  key: text(PANTRY_LIMITS.stapleMax),
  name: text(PANTRY_LIMITS.stapleMax),
  position: z.number().int().min(0).max(PANTRY_LIMITS.staples),
});
export type BackupPantryStaple = z.infer<typeof backupPantryStapleSchema>;

/** The aisle a household chose for an ingredient (migration 0023), by its merge key. */
export const backupItemAisleSchema = z.object({
  household_id: z.uuid(),
  ingredient_key: itemText,
  aisle: aisleIdSchema,
  updated_on: timestamp,
});
export type BackupItemAisle = z.infer<typeof backupItemAisleSchema>;

/** The order a household walks the shop in. */
export const backupAisleOrderSchema = z.object({
  household_id: z.uuid(),
  aisles: z.array(aisleIdSchema).max(AISLES.length + AISLE_LIMITS.ownAisles),
  updated_on: timestamp,
});
export type BackupAisleOrder = z.infer<typeof backupAisleOrderSchema>;

/*
 * A household's own aisles and shops (migration 0033, decision 048). Each entry is a strict object
 * (a field the format does not have is refused), every name bounded as the forms bound it, and an
 * order names at most every aisle a household can have. Backups written before these had none.
 */

const aisleName = z
  .string({ error: AISLE_MESSAGES.nameRequired })
  .min(1, { error: AISLE_MESSAGES.nameRequired })
  .max(AISLE_LIMITS.nameMax, { error: AISLE_MESSAGES.nameTooLong });

/** An aisle of the household's own (`a_` and 32 hex digits), or a built-in renamed or removed. */
export const backupHouseholdAisleSchema = z
  .strictObject({
    household_id: z.uuid(),
    aisle_id: aisleIdSchema,
    name: aisleName,
    hidden: z.boolean(),
    created_on: timestamp,
  })
  .refine((entry) => !(entry.aisle_id === 'other' && entry.hidden), {
    error: AISLE_MESSAGES.otherStays,
    path: ['hidden'],
  });
export type BackupHouseholdAisle = z.infer<typeof backupHouseholdAisleSchema>;

/** A shop of the household and the order its aisles are walked in there. */
export const backupHouseholdShopSchema = z.strictObject({
  id: z.uuid(),
  household_id: z.uuid(),
  name: aisleName,
  aisles: z.array(aisleIdSchema).max(AISLES.length + AISLE_LIMITS.ownAisles),
  created_on: timestamp,
});
export type BackupHouseholdShop = z.infer<typeof backupHouseholdShopSchema>;

/** The shop a list is walked in: a shop of the backup in the list's own household. */
export const backupListShopSchema = z.strictObject({
  list_id: z.uuid(),
  shop_id: z.uuid(),
});
export type BackupListShop = z.infer<typeof backupListShopSchema>;
