import { and, eq, isNull, ne, notExists, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from './users.schema.js';

export interface NewUser {
  name: string;
  email: string;
  /** The account's Cognito `sub`; left out for a record made before its account is known. */
  sub?: string;
  birthDay: number | null;
  birthMonth: number | null;
  groups: string[];
}

export type UserPatch = Partial<Pick<UserRow, 'name' | 'birthDay' | 'birthMonth' | 'language'>>;

/** Matches the unique index on lower(email), so the lookup is an index probe. */
function emailIs(email: string, column: AnyPgColumn = users.email) {
  return eq(sql`lower(${column})`, email.trim().toLowerCase());
}

const other = alias(users, 'other');

/** The only code that reads and writes user records. */
export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(emailIs(email)).limit(1);
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** The record of one account, by its Cognito `sub`. */
  async findBySub(sub: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.sub, sub)).limit(1);
    return row;
  }

  /**
   * Inserts unless a record with that email (in any case) or that account exists; undefined then.
   * Two sign-ups racing for one email therefore never fail nor overwrite each other.
   */
  async insertIfAbsent(user: NewUser): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(user).onConflictDoNothing().returning();
    return row;
  }

  /**
   * Gives the record with this email that no account has yet to the account `sub`, unless that
   * account has a record already; the record, or undefined when there was none to give.
   */
  async claimByEmail(email: string, sub: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ sub })
      .where(
        and(
          isNull(users.sub),
          emailIs(email),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(other)
              .where(eq(other.sub, sub)),
          ),
        ),
      )
      .returning();
    return row;
  }

  /** The addresses of the records no account has yet, as stored. */
  async emailsWithoutSub(): Promise<string[]> {
    const rows = await this.db.select({ email: users.email }).from(users).where(isNull(users.sub));
    return rows.map((row) => row.email);
  }

  async update(id: string, patch: UserPatch): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...patch, updatedOn: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /**
   * Moves a record to its account's new address, unless another record holds that address; the
   * record, or undefined when it was left as it was.
   */
  async setEmail(id: string, email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ email, updatedOn: new Date() })
      .where(
        and(
          eq(users.id, id),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(other)
              .where(and(emailIs(email, other.email), ne(other.id, id))),
          ),
        ),
      )
      .returning();
    return row;
  }

  /** Keeps the record's copy of the pool's groups in step after a group was assigned. */
  async setGroups(id: string, groups: string[]): Promise<void> {
    await this.db.update(users).set({ groups, updatedOn: new Date() }).where(eq(users.id, id));
  }
}
