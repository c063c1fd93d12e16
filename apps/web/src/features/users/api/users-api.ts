import { listAccounts, type AdminUserListItem } from '@family-recipes/shared';
import { endpointQuery } from '../../../lib/endpoint-query';

/** GET /api/admin/users, with the administrator's id token. */
export const adminUsersQueryOptions = (idToken: string) =>
  endpointQuery(
    listAccounts,
    { headers: idToken ? { Authorization: `Bearer ${idToken}` } : {} },
    { retry: false },
  );

/** Every group found in the list, sorted, one table column each. */
export function groupsOf(users: readonly AdminUserListItem[]): string[] {
  return [...new Set(users.flatMap((user) => user.groups))].sort();
}
