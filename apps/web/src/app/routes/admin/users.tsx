import { Page } from '../../../components/ui/page';
import { UsersTable } from '../../../features/users/components/users-table';

export default function UsersPage() {
  return (
    <Page title="Users" lead="Everyone with an account and the groups they belong to.">
      <UsersTable />
    </Page>
  );
}
