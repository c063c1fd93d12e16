import {
  DEFAULT_GROUP,
  GROUPS,
  insertUserInputSchema,
  updateUserInputSchema,
  type AdminUserListItem,
  type Group,
  type UserRecord,
} from '@family-recipes/shared';
import { z } from 'zod';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { isAdmin, sameEmail, type Principal } from '../auth/principal.js';
import type { CognitoAdmin } from './cognito-admin.js';
import type { UserPatch, UsersRepository } from './users.repository.js';

export const USERS_MESSAGES = {
  onlyUserGroup: 'Only the user group can be assigned.',
  noSuchAccount: 'No such account.',
  notConfirmed: 'The account is not confirmed yet.',
  roleAssigned: 'Role assigned',
  noSuchUser: 'No such user.',
  notYourAccount: 'You can only see or change your own account.',
  usernameRequired: 'Username is required',
  groupRequired: 'Group is required',
} as const;

/** Cognito's own limit for usernames. */
const USERNAME_MAX_LENGTH = 128;

const assignRoleInputSchema = z.object({
  username: z
    .string({ error: USERS_MESSAGES.usernameRequired })
    .trim()
    .min(1, USERS_MESSAGES.usernameRequired)
    .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`),
  group: z
    .string({ error: USERS_MESSAGES.groupRequired })
    .trim()
    .min(1, USERS_MESSAGES.groupRequired),
});

function knownGroups(groups: readonly string[]): Group[] {
  return GROUPS.filter((g) => groups.includes(g));
}

/** The specification's user record: `_id` and snake_case, only the groups it knows. */
export function toUserRecord(row: UserRow): UserRecord {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    birth_day: row.birthDay,
    birth_month: row.birthMonth,
    groups: knownGroups(row.groups),
  };
}

export interface InsertUserResult {
  record: UserRecord;
  /** False when a record already existed and was returned unchanged. */
  created: boolean;
}

/** The user-record and account rules of DESIGN.md section 3. */
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly pool: CognitoAdmin,
  ) {}

  /**
   * Runs right after confirm-sign-up, before the person can log in, so it takes no token. That is
   * why it can only ever grant the group every sign-up gets, and only to a confirmed account.
   */
  async assignRole(raw: unknown): Promise<{ message: string; username: string; group: Group }> {
    const input = assignRoleInputSchema.parse(raw ?? {});
    if (input.group !== DEFAULT_GROUP) throw new AppError(403, USERS_MESSAGES.onlyUserGroup);
    const account = await this.pool.findAccount(input.username);
    if (!account) throw new AppError(404, USERS_MESSAGES.noSuchAccount);
    if (account.status !== 'CONFIRMED') throw new AppError(409, USERS_MESSAGES.notConfirmed);
    await this.pool.addToGroup(account.username, DEFAULT_GROUP);

    // A record inserted before the role was assigned would otherwise keep showing no group.
    const record = account.email ? await this.users.findByEmail(account.email) : undefined;
    if (record && !record.groups.includes(DEFAULT_GROUP)) {
      const groups = knownGroups(await this.pool.groupsOf(account.username));
      await this.users.setGroupsByEmail(account.email, groups);
    }
    return {
      message: USERS_MESSAGES.roleAssigned,
      username: account.username,
      group: DEFAULT_GROUP,
    };
  }

  /** Creates the record of an account of the pool; an existing record is never overwritten. */
  async insertUser(raw: unknown): Promise<InsertUserResult> {
    const input = insertUserInputSchema.parse(raw ?? {});
    const account = await this.pool.findAccount(input.email);
    if (!account) throw new AppError(404, USERS_MESSAGES.noSuchAccount);
    const email = account.email || input.email;

    const existing = await this.users.findByEmail(email);
    if (existing) return { record: toUserRecord(existing), created: false };

    const inserted = await this.users.insertIfAbsent({
      name: input.name,
      email,
      birthDay: input.birth_day ?? null,
      birthMonth: input.birth_month ?? null,
      groups: knownGroups(await this.pool.groupsOf(account.username)),
    });
    if (inserted) return { record: toUserRecord(inserted), created: true };
    // Another request inserted the same email between our lookup and our insert.
    const winner = await this.users.findByEmail(email);
    if (!winner) throw new Error('The user record vanished right after a conflicting insert');
    return { record: toUserRecord(winner), created: false };
  }

  async getByEmail(email: string, viewer: Principal): Promise<UserRecord> {
    // Checked before the lookup, so that nobody learns which addresses have a record.
    if (!isAdmin(viewer) && !sameEmail(viewer.email, email)) {
      throw new AppError(403, USERS_MESSAGES.notYourAccount);
    }
    const row = await this.users.findByEmail(email);
    if (!row) throw new AppError(404, USERS_MESSAGES.noSuchUser);
    return toUserRecord(row);
  }

  async update(id: string, raw: unknown, viewer: Principal): Promise<UserRecord> {
    const row = isUuid(id) ? await this.users.findById(id) : undefined;
    if (!row) throw new AppError(404, USERS_MESSAGES.noSuchUser);
    if (!isAdmin(viewer) && !sameEmail(viewer.email, row.email)) {
      throw new AppError(403, USERS_MESSAGES.notYourAccount);
    }
    const input = updateUserInputSchema.parse(raw ?? {});
    const patch: UserPatch = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.birth_day !== undefined) patch.birthDay = input.birth_day;
    if (input.birth_month !== undefined) patch.birthMonth = input.birth_month;
    const updated = await this.users.update(row.id, patch);
    if (!updated) throw new AppError(404, USERS_MESSAGES.noSuchUser);
    return toUserRecord(updated);
  }

  listAccounts(): Promise<AdminUserListItem[]> {
    return this.pool.listAccounts();
  }
}
