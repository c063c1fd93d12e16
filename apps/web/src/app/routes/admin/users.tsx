import { Page } from '../../../components/ui/page';
import { UsersTable } from '../../../features/users/components/users-table';
import { usersMessages } from '../../../features/users/messages';
import { useT } from '../../../i18n/language';

export default function UsersPage() {
  const t = useT(usersMessages);
  return (
    <Page title={t('pageTitle')} lead={t('pageLead')}>
      <UsersTable />
    </Page>
  );
}
