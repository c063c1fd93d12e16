import { listAccounts, type AdminUserListItem } from '@family-recipes/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { userKeys } from '../../../lib/query-keys';

export const adminUsersQueryOptions = (idToken: string) =>
  queryOptions<AdminUserListItem[], ApiError>({
    queryKey: userKeys.adminList(),
    queryFn: ({ signal }) =>
      call(listAccounts, {
        signal,
        headers: idToken ? { Authorization: `Bearer ${idToken}` } : {},
      }),
    retry: false,
  });

/** Every group found in the list, sorted, one table column each. */
export function groupsOf(users: readonly AdminUserListItem[]): string[] {
  return [...new Set(users.flatMap((user) => user.groups))].sort();
}
