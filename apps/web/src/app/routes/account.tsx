import { Link, useLocation } from 'react-router';
import { Page } from '../../components/ui/page';
import { PageLoading } from '../../components/ui/page-loading';
import { AccountForm } from '../../features/identity/components/account-form';
import { DigestSetting } from '../../features/identity/components/digest-setting';
import { identityMessages } from '../../features/identity/messages';
import { useT } from '../../i18n/language';
import { useSession } from '../../lib/session';

export default function AccountPage() {
  const session = useSession();
  const location = useLocation();
  const t = useT(identityMessages);
  if (session.status === 'loading') return <PageLoading />;
  if (!session.user) {
    return (
      <Page title={t('myAccount')} lead={t('accountLeadSignedOut')}>
        <div className="auth-card">
          <p className="auth-card__text">{t('notLoggedIn')}</p>
          <div className="form-actions">
            <Link
              to="/login"
              state={{ from: { pathname: location.pathname } }}
              className="button button--primary"
            >
              {t('logIn')}
            </Link>
            <Link to="/signup" className="button button--secondary">
              {t('createAnAccount')}
            </Link>
          </div>
        </div>
      </Page>
    );
  }
  return (
    <Page title={t('myAccount')} lead={t('accountLead')}>
      <AccountForm user={session.user} />
      {session.isAdmin && <DigestSetting />}
    </Page>
  );
}
