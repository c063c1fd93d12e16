import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  ListGroupsCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type AdminListGroupsForUserCommandOutput,
  type AttributeType,
  type CognitoIdentityProviderClient,
  type GroupType,
  type ListGroupsCommandOutput,
  type ListUsersInGroupCommandOutput,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AdminUserListItem } from '@family-recipes/shared';
import { AppError } from '../../../http/errors.js';
import { sameEmail } from '../auth/principal.js';

export const IDENTITY_UNAVAILABLE = 'The identity service is unavailable. Please try again later.';

/**
 * The SDK has no overall deadline of its own; without one a hung identity service would hold the
 * request (and the browser's refresh timer) open indefinitely instead of answering 503.
 */
const IDENTITY_TIMEOUT_MS = 8_000;

/** Bounds the admin user list: every page is one more round trip to the identity service. */
const MAX_LISTED_ACCOUNTS = 1_000;
const PAGE_SIZE = 60;
const MAX_GROUP_PAGES = 20;

/** A refusal the caller asked to handle itself (account unknown, refresh token refused ...). */
export class IdentityRefused extends Error {
  constructor(
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(`The identity service refused the call: ${code}`, options);
    this.name = 'IdentityRefused';
  }
}

function errorName(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'name' in err && typeof err.name === 'string'
    ? err.name
    : undefined;
}

/**
 * Runs one identity-service call with a deadline. The refusals named in `expected` reach the caller
 * as IdentityRefused; anything else (unreachable, throttled, misconfigured pool) means the
 * dependency cannot serve us, which the API conventions (docs/architecture.md) answer with 503. The
 * original error is kept as the cause so that the error handler's log shows what really happened.
 */
export async function callIdentity<T>(
  call: (options: { abortSignal: AbortSignal }) => Promise<T>,
  expected: readonly string[] = [],
): Promise<T> {
  try {
    return await call({ abortSignal: AbortSignal.timeout(IDENTITY_TIMEOUT_MS) });
  } catch (err) {
    const name = errorName(err);
    if (name && expected.includes(name)) throw new IdentityRefused(name, { cause: err });
    const unavailable = new AppError(503, IDENTITY_UNAVAILABLE);
    unavailable.cause = err;
    throw unavailable;
  }
}

function attribute(attributes: AttributeType[] | undefined, name: string): string {
  return attributes?.find((a) => a.Name === name)?.Value ?? '';
}

/**
 * The items of a call paged by NextToken, page after page until the last or `maxPages`, each page
 * one identity-service call with its deadline.
 */
async function pagesOf<Answer extends { NextToken?: string | undefined }, Item>(
  maxPages: number,
  call: (nextToken: string | undefined, options: { abortSignal: AbortSignal }) => Promise<Answer>,
  itemsOf: (answer: Answer) => Item[],
): Promise<Item[]> {
  const items: Item[] = [];
  let nextToken: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await callIdentity((o) => call(nextToken, o));
    items.push(...itemsOf(answer));
    nextToken = answer.NextToken;
    if (!nextToken) break;
  }
  return items;
}

/** The names of the groups a page lists. */
const groupNames = (answer: { Groups?: GroupType[] | undefined }) =>
  (answer.Groups ?? []).flatMap((group) => (group.GroupName ? [group.GroupName] : []));

/** The pool's admin operations this API needs; the only place that knows their request shapes. */
export class CognitoAdmin {
  constructor(
    private readonly client: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
  ) {}

  /** Group names of one account; `username` must be Cognito's username, not an email alias. */
  async groupsOf(username: string): Promise<string[]> {
    const groups = await pagesOf<AdminListGroupsForUserCommandOutput, string>(
      MAX_GROUP_PAGES,
      (nextToken, o) =>
        this.client.send(
          new AdminListGroupsForUserCommand({
            UserPoolId: this.userPoolId,
            Username: username,
            Limit: PAGE_SIZE,
            NextToken: nextToken,
          }),
          o,
        ),
      groupNames,
    );
    return groups.sort();
  }

  /** Cognito treats adding a member twice as success, which makes assign-role idempotent. */
  async addToGroup(username: string, group: string): Promise<void> {
    await callIdentity((o) =>
      this.client.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: this.userPoolId,
          Username: username,
          GroupName: group,
        }),
        o,
      ),
    );
  }

  /**
   * The `sub` of the one account whose verified address is `email` (exactly as spelt: the pool
   * compares addresses case-sensitively); undefined when no account, or more than one, has it.
   * Any account may set an address on itself without proving it, so only a verified one counts.
   */
  async verifiedSubOf(email: string): Promise<string | undefined> {
    const answer = await callIdentity((o) =>
      this.client.send(
        new ListUsersCommand({
          UserPoolId: this.userPoolId,
          Filter: `email = "${email.replace(/["\\]/g, '\\$&')}"`,
          Limit: PAGE_SIZE,
        }),
        o,
      ),
    );
    const subs = (answer.Users ?? [])
      .filter(
        (user) =>
          sameEmail(attribute(user.Attributes, 'email'), email) &&
          attribute(user.Attributes, 'email_verified') === 'true',
      )
      .map((user) => attribute(user.Attributes, 'sub'))
      .filter((sub) => sub !== '');
    return subs.length === 1 ? subs[0] : undefined;
  }

  /**
   * Every account with its groups, at most MAX_LISTED_ACCOUNTS. Memberships are read group by group
   * (ListUsersInGroup) rather than account by account: a handful of calls instead of one per user.
   */
  async listAccounts(): Promise<AdminUserListItem[]> {
    const accounts: AdminUserListItem[] = [];
    let paginationToken: string | undefined;
    do {
      const answer = await callIdentity((o) =>
        this.client.send(
          new ListUsersCommand({
            UserPoolId: this.userPoolId,
            Limit: Math.min(PAGE_SIZE, MAX_LISTED_ACCOUNTS - accounts.length),
            PaginationToken: paginationToken,
          }),
          o,
        ),
      );
      for (const user of answer.Users ?? []) {
        if (!user.Username || accounts.length >= MAX_LISTED_ACCOUNTS) continue;
        accounts.push({
          username: user.Username,
          name: attribute(user.Attributes, 'name'),
          email: attribute(user.Attributes, 'email'),
          groups: [],
        });
      }
      paginationToken = answer.PaginationToken;
    } while (paginationToken && accounts.length < MAX_LISTED_ACCOUNTS);

    const byUsername = new Map(accounts.map((a) => [a.username, a]));
    for (const group of await this.listGroupNames()) {
      for (const member of await this.membersOf(group)) byUsername.get(member)?.groups.push(group);
    }
    for (const account of accounts) account.groups.sort();
    return accounts.sort(
      (a, b) =>
        a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) ||
        a.email.localeCompare(b.email),
    );
  }

  private listGroupNames(): Promise<string[]> {
    return pagesOf<ListGroupsCommandOutput, string>(
      MAX_GROUP_PAGES,
      (nextToken, o) =>
        this.client.send(
          new ListGroupsCommand({
            UserPoolId: this.userPoolId,
            Limit: PAGE_SIZE,
            NextToken: nextToken,
          }),
          o,
        ),
      groupNames,
    );
  }

  /** The email addresses of a group's members, lower-cased (the daily digest's recipients). */
  async emailsOf(group: string): Promise<string[]> {
    return (await this.usersIn(group))
      .map((user) => attribute(user.Attributes, 'email').toLowerCase())
      .filter((email) => email !== '');
  }

  private async membersOf(group: string): Promise<string[]> {
    return (await this.usersIn(group)).flatMap((user) => (user.Username ? [user.Username] : []));
  }

  private usersIn(group: string): Promise<UserType[]> {
    // As many pages as the listed accounts can fill: members beyond them are not shown anyway.
    const maxPages = Math.ceil(MAX_LISTED_ACCOUNTS / PAGE_SIZE) + 1;
    return pagesOf<ListUsersInGroupCommandOutput, UserType>(
      maxPages,
      (nextToken, o) =>
        this.client.send(
          new ListUsersInGroupCommand({
            UserPoolId: this.userPoolId,
            GroupName: group,
            Limit: PAGE_SIZE,
            NextToken: nextToken,
          }),
          o,
        ),
      (answer) => answer.Users ?? [],
    );
  }
}
