import { Page } from '../../../components/ui/page';
import { LoginForm } from '../../../features/identity/components/login-form';
import { identityMessages } from '../../../features/identity/messages';
import { useT } from '../../../i18n/language';

export default function LoginPage() {
  const t = useT(identityMessages);
  return (
    <Page title={t('logIn')} lead={t('loginLead')}>
      <LoginForm />
    </Page>
  );
}
