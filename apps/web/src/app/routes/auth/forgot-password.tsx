import { Page } from '../../../components/ui/page';
import { ForgotPasswordForm } from '../../../features/identity/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <Page
      title="Forgot Password"
      lead="We will email you a verification code to reset your password."
    >
      <ForgotPasswordForm />
    </Page>
  );
}
