import { Page } from '../../../components/ui/page';
import { LoginForm } from '../../../features/identity/components/login-form';

export default function LoginPage() {
  return (
    <Page title="Log In" lead="Welcome back! Log in to share and manage your recipes.">
      <LoginForm />
    </Page>
  );
}
