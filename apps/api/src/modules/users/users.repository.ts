import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';

export interface NewUser {
  name: string;
  email: string;
  birthDay: number | null;
  birthMonth: number | null;
  groups: string[];
}

export type UserPatch = Partial<Pick<UserRow, 'name' | 'birthDay' | 'birthMonth'>>;

/** Matches the unique index on lower(email), so the lookup is an index probe. */
function emailIs(email: string) {
  return eq(sql`lower(${users.email})`, email.trim().toLowerCase());
}

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

  /**
   * Inserts unless a record with that email (in any case) exists; undefined then. Two sign-ups
   * racing for one email therefore never fail nor overwrite each other.
   */
  async insertIfAbsent(user: NewUser): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(user).onConflictDoNothing().returning();
    return row;
  }

  async update(id: string, patch: UserPatch): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...patch, updatedOn: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** Keeps the record's copy of the pool's groups in step after a group was assigned. */
  async setGroupsByEmail(email: string, groups: string[]): Promise<void> {
    await this.db.update(users).set({ groups, updatedOn: new Date() }).where(emailIs(email));
  }
}
