import { useQuery } from '@tanstack/react-query';
import { PanelLoading } from '../../../components/ui/page-loading';
import { useSession } from '../../../lib/session';
import { adminUsersQueryOptions, groupsOf } from '../api/users-api';
import './users-table.css';

/** Name, email and a read-only checkbox per group found (docs/product.md, pages: /users). */
export function UsersTable() {
  const { user } = useSession();
  const query = useQuery(adminUsersQueryOptions(user?.idToken ?? ''));

  if (query.isPending) {
    return <PanelLoading />;
  }
  if (query.isError) {
    return (
      <p className="users-table__message" role="alert">
        The users could not be loaded: {query.error.message}
      </p>
    );
  }
  const users = query.data;
  if (users.length === 0) return <p className="users-table__message">No users yet.</p>;
  const groups = groupsOf(users);

  return (
    <div
      className="users-table__scroller"
      role="region"
      aria-labelledby="users-caption"
      tabIndex={0}
    >
      <table className="users-table">
        <caption id="users-caption" className="users-table__caption">
          {users.length} {users.length === 1 ? 'user' : 'users'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            {groups.map((group) => (
              <th scope="col" key={group} className="users-table__group">
                {group}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((item) => (
            <tr key={item.username}>
              <th scope="row">{item.name || '—'}</th>
              <td className="users-table__email">{item.email}</td>
              {groups.map((group) => (
                <td key={group} className="users-table__group">
                  <input
                    type="checkbox"
                    className="users-table__check"
                    checked={item.groups.includes(group)}
                    disabled
                    aria-label={`${item.name || item.email} is in group ${group}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
