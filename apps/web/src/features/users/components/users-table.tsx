import { useQuery } from '@tanstack/react-query';
import { PanelLoading } from '../../../components/ui/page-loading';
import { useSession } from '../../../lib/session';
import { adminUsersQueryOptions, groupsOf } from '../api/users-api';
import './users-table.css';
import { useT } from '../../../i18n/language';
import { usersMessages } from '../messages';

/** Name, email and a read-only checkbox per group found (docs/product.md, pages: /users). */
export function UsersTable() {
  const t = useT(usersMessages);
  const { user } = useSession();
  const query = useQuery(adminUsersQueryOptions(user?.idToken ?? ''));

  if (query.isPending) {
    return <PanelLoading />;
  }
  if (query.isError) {
    return (
      <p className="users-table__message" role="alert">
        {t('loadFailed', { error: query.error.message })}
      </p>
    );
  }
  const users = query.data;
  if (users.length === 0) return <p className="users-table__message">{t('noUsers')}</p>;
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
          {t('userCount', { count: users.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('email')}</th>
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
                    aria-label={t('inGroup', { name: item.name || item.email, group })}
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
