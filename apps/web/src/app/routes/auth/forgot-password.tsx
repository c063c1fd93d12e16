import { Page } from '../../../components/ui/page';

export default function ForgotPasswordPage() {
  return (
    <Page
      title="Forgot Password"
      lead="We will email you a verification code to reset your password."
    />
  );
}
