import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants.js';
import { HOUSEHOLD_LIMITS, HOUSEHOLD_ROLES } from '../schemas/households.js';
import { AISLES } from '../schemas/kitchen.js';
import { AISLE_LIMITS, aisleIdSchema } from '../schemas/aisles.js';
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
