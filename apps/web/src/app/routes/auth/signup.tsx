import { Page } from '../../../components/ui/page';

export default function SignupPage() {
  return <Page title="Sign Up" lead="Create an account to share your family’s recipes." />;
}
