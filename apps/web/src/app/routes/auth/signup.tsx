import { Page } from '../../../components/ui/page';
import { SignupForm } from '../../../features/identity/components/signup-form';
import { identityMessages } from '../../../features/identity/messages';
import { useT } from '../../../i18n/language';

export default function SignupPage() {
  const t = useT(identityMessages);
  return (
    <Page title={t('signUp')} lead={t('signupLead')}>
      <SignupForm />
    </Page>
  );
}
