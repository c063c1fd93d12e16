import {
  DEFAULT_GROUP,
  GROUPS,
  NAME_MAX_LENGTH,
  isSiteLanguage,
  CONTRACT_MESSAGES,
  type AdminUserListItem,
  type BodyOf,
  type Group,
  type InsertUserInput,
  type UpdateUserInput,
  type UserRecord,
  type assignRole as assignRoleEndpoint,
} from '@family-recipes/shared';
import type { UserRow } from './users.schema.js';
import { AppError } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import {
  isAdmin,
  owns,
  sameEmail,
  type AccountEnsurer,
  type CognitoAdmin,
  type EnsuredAccount,
  type Principal,
} from '../identity/index.js';
import type { UserPatch, UsersRepository } from './users.repository.js';

export const USERS_MESSAGES = {
  onlyUserGroup: 'Only the user group can be assigned.',
  onlyYourself: 'You can only do this for your own account.',
  roleAssigned: 'Role assigned',
  noSuchUser: 'No such user.',
  notYourAccount: 'You can only see or change your own account.',
  groupRequired: CONTRACT_MESSAGES.groupRequired,
  emailOnAnotherRecord: 'This email address is on another account’s record.',
} as const;

/** assign-role's body: `username` only ever names the caller, so it may be left out. */
type AssignRoleInput = BodyOf<typeof assignRoleEndpoint>;

function knownGroups(groups: readonly string[]): Group[] {
  return GROUPS.filter((g) => groups.includes(g));
}

/** True when a name from a request body is the caller's email, Cognito username or subject. */
function namesCaller(name: string, caller: Principal): boolean {
  return sameEmail(name, caller.email) || name === caller.username || name === caller.sub;
}

/** The specification's user record: `_id` and snake_case, only the groups it knows. */
function toUserRecord(row: UserRow): UserRecord {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    birth_day: row.birthDay,
    birth_month: row.birthMonth,
    groups: knownGroups(row.groups),
    language: isSiteLanguage(row.language) ? row.language : null,
  };
}

export interface InsertUserResult {
  record: UserRecord;
  /** False when a record already existed and was returned unchanged. */
  created: boolean;
}

/**
 * The user-record and account rules (docs/product.md, access rules). assign-role and insert-user
 * act only for the caller of a verified id token
 * (docs/decisions/009-account-calls-bound-to-the-token.md): the email and the Cognito username come
 * from the token, never from the body.
 */
export class UsersService implements AccountEnsurer {
  constructor(
    private readonly users: UsersRepository,
    private readonly pool: CognitoAdmin,
  ) {}

  /** Puts the caller in the group every sign-up gets; idempotent; no other group, nobody else. */
  async assignRole(
    input: AssignRoleInput,
    caller: Principal,
  ): Promise<{ message: string; username: string; group: Group }> {
    if (input.username && !namesCaller(input.username, caller)) {
      throw new AppError(403, USERS_MESSAGES.onlyYourself);
    }
    if (input.group !== DEFAULT_GROUP) throw new AppError(403, USERS_MESSAGES.onlyUserGroup);
    await this.pool.addToGroup(caller.username, DEFAULT_GROUP);
    await this.syncRecordGroups(caller);
    return {
      message: USERS_MESSAGES.roleAssigned,
      username: caller.username,
      group: DEFAULT_GROUP,
    };
  }

  /** Creates the caller's record; an existing record is returned and never overwritten. */
  async insertUser(input: InsertUserInput, caller: Principal): Promise<InsertUserResult> {
    if (!sameEmail(input.email, caller.email)) throw new AppError(403, USERS_MESSAGES.onlyYourself);
    const result = await this.insertRecord(caller, {
      name: input.name,
      birthDay: input.birth_day ?? null,
      birthMonth: input.birth_month ?? null,
    });
    if (!result) throw new AppError(409, USERS_MESSAGES.emailOnAnotherRecord);
    return result;
  }

  /**
   * Runs at every sign-in (POST /api/set-tokens): an account whose sign-up stopped between
   * confirming the code and assign-role or insert-user (a closed tab) gets its group and its
   * record then, the record named from the token since the form's birthday is gone.
   */
  async ensureAccount(caller: Principal): Promise<EnsuredAccount> {
    const tokenOutdated = !caller.groups.includes(DEFAULT_GROUP);
    if (tokenOutdated) await this.pool.addToGroup(caller.username, DEFAULT_GROUP);
    if (caller.email) {
      const record = await this.recordOf(caller);
      if (!record) {
        await this.insertRecord(caller, {
          name: caller.name.trim().slice(0, NAME_MAX_LENGTH) || caller.email,
          birthDay: null,
          birthMonth: null,
        });
      } else {
        // An administrator may have changed the account's address since; the record shows it.
        if (!sameEmail(record.email, caller.email)) {
          await this.users.setEmail(record.id, caller.email);
        }
        if (!record.groups.includes(DEFAULT_GROUP)) await this.syncRecordGroups(caller);
      }
    }
    return { tokenOutdated };
  }

  /**
   * The caller's record: by their account, else the one with their (verified) address that no
   * account has yet, made before records knew their account, which becomes theirs now.
   */
  private async recordOf(caller: Principal): Promise<UserRow | undefined> {
    const own = await this.users.findBySub(caller.sub);
    if (own || !caller.email) return own;
    return this.users.claimByEmail(caller.email, caller.sub);
  }

  /** Undefined when another account's record still has the caller's address. */
  private async insertRecord(
    caller: Principal,
    fields: { name: string; birthDay: number | null; birthMonth: number | null },
  ): Promise<InsertUserResult | undefined> {
    const existing = await this.recordOf(caller);
    if (existing) return { record: toUserRecord(existing), created: false };

    const inserted = await this.users.insertIfAbsent({
      ...fields,
      email: caller.email,
      sub: caller.sub,
      groups: knownGroups(await this.pool.groupsOf(caller.username)),
    });
    if (inserted) return { record: toUserRecord(inserted), created: true };
    // Another request inserted the caller's record between our lookup and our insert, or the
    // address is on another account's record.
    const winner = await this.users.findBySub(caller.sub);
    return winner ? { record: toUserRecord(winner), created: false } : undefined;
  }

  /** A record inserted before the role was assigned would otherwise keep showing no group. */
  private async syncRecordGroups(caller: Principal): Promise<void> {
    const record = await this.recordOf(caller);
    if (record && !record.groups.includes(DEFAULT_GROUP)) {
      const groups = knownGroups(await this.pool.groupsOf(caller.username));
      await this.users.setGroups(record.id, groups);
    }
  }

  /**
   * `row`, made the viewer's first when no account has it yet and its address is the viewer's own
   * (verified): as at sign-in, since a session may have begun before records knew their account.
   */
  private async claimedFor(row: UserRow, viewer: Principal): Promise<UserRow> {
    if (row.sub !== null || !sameEmail(row.email, viewer.email)) return row;
    return (await this.users.claimByEmail(row.email, viewer.sub)) ?? row;
  }

  /** That account's record for its owner (by account, whatever address it has) and admins. */
  async getByEmail(email: string, viewer: Principal): Promise<UserRecord> {
    const found = await this.users.findByEmail(email);
    const row = found && (await this.claimedFor(found, viewer));
    if (row && (isAdmin(viewer) || owns(viewer, row.sub))) return toUserRecord(row);
    // Only admins and the address's own (verified) holder learn that it has no record.
    if (!row && (isAdmin(viewer) || sameEmail(viewer.email, email))) {
      throw new AppError(404, USERS_MESSAGES.noSuchUser);
    }
    throw new AppError(403, USERS_MESSAGES.notYourAccount);
  }

  async update(id: string, input: UpdateUserInput, viewer: Principal): Promise<UserRecord> {
    const found = isUuid(id) ? await this.users.findById(id) : undefined;
    if (!found) throw new AppError(404, USERS_MESSAGES.noSuchUser);
    const row = await this.claimedFor(found, viewer);
    if (!isAdmin(viewer) && !owns(viewer, row.sub)) {
      throw new AppError(403, USERS_MESSAGES.notYourAccount);
    }
    const patch: UserPatch = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.birth_day !== undefined) patch.birthDay = input.birth_day;
    if (input.birth_month !== undefined) patch.birthMonth = input.birth_month;
    if (input.language !== undefined) patch.language = input.language;
    const updated = await this.users.update(row.id, patch);
    if (!updated) throw new AppError(404, USERS_MESSAGES.noSuchUser);
    return toUserRecord(updated);
  }

  listAccounts(): Promise<AdminUserListItem[]> {
    return this.pool.listAccounts();
  }
}
