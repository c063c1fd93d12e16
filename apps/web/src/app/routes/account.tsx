import { Link, useLocation } from 'react-router';
import { Page } from '../../components/ui/page';
import { PageLoading } from '../../components/ui/page-loading';
import { AccountForm } from '../../features/identity/components/account-form';
import { DigestSetting } from '../../features/identity/components/digest-setting';
import { useSession } from '../../lib/session';

export default function AccountPage() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoading />;
  if (!session.user) {
    return (
      <Page title="My Account" lead="Log in to see and change your name, birthday and password.">
        <div className="auth-card">
          <p className="auth-card__text">You are not logged in.</p>
          <div className="form-actions">
            <Link
              to="/login"
              state={{ from: { pathname: location.pathname } }}
              className="button button--primary"
            >
              Log In
            </Link>
            <Link to="/signup" className="button button--secondary">
              Create an Account
            </Link>
          </div>
        </div>
      </Page>
    );
  }
  return (
    <Page
      title="My Account"
      lead="Your name, email and birthday, and a place to change your password."
    >
      <AccountForm user={session.user} />
      {session.isAdmin && <DigestSetting />}
    </Page>
  );
}
