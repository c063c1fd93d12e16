import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, moment, momentNow, rowId } from '../../db/columns.js';

/*
 * Households (migration 0017): the cooks who share one kitchen. A cook belongs to exactly one
 * household, made for them the first time they need one; the meal plan and its calendar feed
 * belong to the household (modules/meal-plan/meal-plan.schema.ts).
 */

export const households = pgTable('households', {
  id: rowId(),
  name: text('name').notNull(),
  createdAt: momentNow('created_at'),
});

/**
 * Who is in which household: one row per cook (`user_sub` is the key), one owner per household.
 * The name and email are the account's when the cook last joined or looked at the household.
 */
export const householdMembers = pgTable(
  'household_members',
  {
    userSub: text('user_sub').primaryKey(),
    householdId: belongsTo('household_id', () => households.id),
    role: text('role').$type<'owner' | 'member'>().notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    joinedAt: momentNow('joined_at'),
  },
  (t) => [
    index('household_members_household_idx').on(t.householdId, t.joinedAt),
    uniqueIndex('household_members_one_owner')
      .on(t.householdId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/**
 * An invitation to join a household: only the SHA-256 of its code is kept, so the database alone
 * cannot rebuild a link. Used once (`used_at`), valid until `expires_at`.
 */
export const householdInvitations = pgTable(
  'household_invitations',
  {
    id: rowId(),
    householdId: belongsTo('household_id', () => households.id),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    invitedBySub: text('invited_by_sub').notNull(),
    createdAt: momentNow('created_at'),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [index('household_invitations_household_idx').on(t.householdId)],
);

export type HouseholdRow = typeof households.$inferSelect;
export type HouseholdMemberRow = typeof householdMembers.$inferSelect;
