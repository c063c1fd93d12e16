import { hasGroup, PAGE_TEXT, type Group } from '@family-recipes/shared';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading';
import { SignInLinks } from '../../../components/ui/sign-in-links';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../lib/session';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { identityMessages } from '../messages';
import './guards.css';

/** The group a page needs; an administrator passes every check (`hasGroup` in packages/shared). */
export type RequiredGroup = Group;

/**
 * Renders its pages only for members of the group: a loading state while the session is looked up,
 * the Welcome page for visitors (remembering where they wanted to go) and Access Unavailable for
 * signed-in people outside the group.
 */
export function RequireGroup({ group, children }: { group: RequiredGroup; children?: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <PageLoading />;
  if (!session.user) return <WelcomePage />;
  if (!hasGroup(session.user.groups, group)) return <AccessUnavailablePage />;
  return children ?? <Outlet />;
}

function WelcomePage() {
  const t = useT(identityMessages);
  useDocumentTitle(t('welcome'));
  return (
    <div className="container page guard">
      <div className="guard__card">
        <h1 className="page__title">{t('welcome')}</h1>
        <p className="page__lead">{t('welcomeLead')}</p>
        <SignInLinks className="guard__actions" />
      </div>
    </div>
  );
}

function AccessUnavailablePage() {
  const t = useT(identityMessages);
  const text = useSharedText();
  useDocumentTitle(text(PAGE_TEXT.accessUnavailable));
  return (
    <div className="container page guard">
      <div className="guard__card">
        <h1 className="page__title">{text(PAGE_TEXT.accessUnavailable)}</h1>
        <p className="page__lead">{t('accessUnavailableLead')}</p>
        <div className="guard__actions">
          <Link to="/" className="button button--primary button--large">
            {text(PAGE_TEXT.backToHome)}
          </Link>
        </div>
      </div>
    </div>
  );
}
