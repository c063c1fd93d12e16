import { Page } from '../../../components/ui/page';
import { ForgotPasswordForm } from '../../../features/identity/components/forgot-password-form';
import { identityMessages } from '../../../features/identity/messages';
import { useT } from '../../../i18n/language';

export default function ForgotPasswordPage() {
  const t = useT(identityMessages);
  return (
    <Page title={t('forgotPassword')} lead={t('forgotLead')}>
      <ForgotPasswordForm />
    </Page>
  );
}
