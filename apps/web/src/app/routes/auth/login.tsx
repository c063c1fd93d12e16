import { Page } from '../../../components/ui/page';

export default function LoginPage() {
  return <Page title="Log In" lead="Welcome back! Log in to share and manage your recipes." />;
}
