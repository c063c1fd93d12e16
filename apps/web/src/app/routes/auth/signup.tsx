import { Page } from '../../../components/ui/page';
import { SignupForm } from '../../../features/identity/components/signup-form';

export default function SignupPage() {
  return (
    <Page title="Sign Up" lead="Create an account to share your family’s recipes.">
      <SignupForm />
    </Page>
  );
}
