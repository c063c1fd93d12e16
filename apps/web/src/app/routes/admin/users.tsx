import { Page } from '../../../components/ui/page';

export default function UsersPage() {
  return <Page title="Users" lead="Everyone with an account and the groups they belong to." />;
}
