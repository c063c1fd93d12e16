import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Principal } from '../identity/index.js';
import { householdMembers } from './households.schema.js';
import { HouseholdRepository } from './households.repository.js';
import { kitchenName } from './households.service.js';

/*
 * The one household lookup of the site: whose kitchen a cook shares. The kitchen's modules call
 * these (with their database or their transaction) and never read the households' tables.
 */

/** A member of a household, as the kitchen shows them. */
interface HouseholdMember {
  sub: string;
  name: string;
  email: string;
}

type Reader = Pick<Db, 'select'>;

/** The household the cook is a member of now, if any; nothing is made here. */
export async function householdIdOf(db: Reader, sub: string): Promise<string | undefined> {
  const [row] = await db
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userSub, sub))
    .limit(1);
  return row?.householdId;
}

/** How many cooks the household has now. */
export async function memberCount(db: Reader, householdId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(householdMembers)
    .where(eq(householdMembers.householdId, householdId));
  return row?.n ?? 0;
}

/** The household's members but `except`, oldest member first. */
export function membersOf(
  db: Reader,
  householdId: string,
  except?: string,
): Promise<HouseholdMember[]> {
  return db
    .select({
      sub: householdMembers.userSub,
      name: householdMembers.name,
      email: householdMembers.email,
    })
    .from(householdMembers)
    .where(
      and(
        eq(householdMembers.householdId, householdId),
        except === undefined ? undefined : ne(householdMembers.userSub, except),
      ),
    )
    .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.userSub));
}

/*
 * The same, as parts of another module's statement (SQL), for reads that must happen in the
 * statement that locks or counts (shopping's line writes, "loved by" in the household).
 */

/** The household id of the cook `sub` (an expression), null when they have none. */
export const householdIdOfSql = (sub: SQL | string): SQL =>
  sql`(select m.household_id from household_members m where m.user_sub = ${sub}::text)`;

/** The subs of the members of `sub`'s household, and `sub` (a subquery of one column). */
export const kitchenSubsSql = (sub: string): SQL => sql`(
  select member.user_sub from household_members as member
  where member.household_id = ${householdIdOfSql(sub)}
  union select ${sub}::text
)`;

/** Whether the cooks `a` and `b` (expressions) are in one household. */
export const sameHouseholdSql = (a: SQL, b: SQL): SQL =>
  sql`exists (select 1 from household_members as first join household_members as second
    on second.household_id = first.household_id
    where first.user_sub = ${a} and second.user_sub = ${b})`;

/**
 * The members of household `householdId` (an expression) but `except`, oldest first, as a jsonb
 * array of { sub, name, email }.
 */
export const membersJsonSql = (householdId: SQL, except: string): SQL => sql`(
  select coalesce(jsonb_agg(jsonb_build_object('sub', m.user_sub, 'name', m.name,
      'email', m.email) order by m.joined_at, m.user_sub), '[]'::jsonb)
  from household_members m
  where m.household_id = ${householdId} and m.user_sub <> ${except}::text)`;

/** What the kitchen's services need of households: whose kitchen a caller shares. */
export interface HouseholdLookup {
  /** The caller's household's id; one of their own is made when they have none. */
  householdOf(principal: Principal): Promise<string>;
  /** The caller's household's id, or null when they have none yet (a read makes none). */
  existingHouseholdOf(principal: Principal): Promise<string | null>;
  /** The subs of the household's members now. */
  memberSubs(householdId: string): Promise<string[]>;
}

export function householdLookup(db: Db): HouseholdLookup {
  const households = new HouseholdRepository(db);
  return {
    householdOf: async (principal) =>
      (
        await households.ensure(
          { sub: principal.sub, name: principal.name, email: principal.email },
          kitchenName(principal.name),
        )
      ).householdId,
    existingHouseholdOf: async (principal) => (await householdIdOf(db, principal.sub)) ?? null,
    memberSubs: async (householdId) => (await membersOf(db, householdId)).map((row) => row.sub),
  };
}
