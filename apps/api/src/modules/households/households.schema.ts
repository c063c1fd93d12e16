import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/*
 * Households (migration 0017): the cooks who share one kitchen. A cook belongs to exactly one
 * household, made for them the first time they need one; the meal plan and its calendar feed
 * belong to the household (modules/meal-plan/meal-plan.schema.ts).
 */

export const households = pgTable('households', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who is in which household: one row per cook (`user_sub` is the key), one owner per household.
 * The name and email are the account's when the cook last joined or looked at the household.
 */
export const householdMembers = pgTable(
  'household_members',
  {
    userSub: text('user_sub').primaryKey(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    role: text('role').$type<'owner' | 'member'>().notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    invitedBySub: text('invited_by_sub').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('household_invitations_household_idx').on(t.householdId)],
);

export type HouseholdRow = typeof households.$inferSelect;
export type HouseholdMemberRow = typeof householdMembers.$inferSelect;
