import { Suspense, lazy, useEffect, useRef, type ComponentType } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../lib/session';
import { SITE_NAME } from '../../lib/site';
import { LogoMark } from './logo-mark';
import { MobileMenu } from './mobile-menu';
import { LOGIN_NAV, MAIN_NAV } from './nav-items';
import { useT } from '../../i18n/language';
import { appMessages } from '../messages';

// Only someone signed in sees it: a first visit does not load it.
const loadSignedInHeader = () => import('./signed-in-header');
const SignedInHeaderLazy = lazy(loadSignedInHeader);
let signedInHeader: ComponentType | undefined;

/**
 * Loads the header's part for someone signed in. The session waits for it before it shows a
 * signed-in person (app/provider.tsx), so the header grows in the same moment as the page's own
 * signed-in controls appear: never a moment later, moving them from under a finger.
 */
export async function preloadSignedInHeader(): Promise<void> {
  signedInHeader = (await loadSignedInHeader()).default;
}

/** The loaded part at once; should it not have loaded (offline, say), it arrives on its own. */
function SignedInHeader() {
  const Loaded = signedInHeader;
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<span className="user-menu-placeholder" aria-hidden="true" />}>
      <SignedInHeaderLazy />
    </Suspense>
  );
}

export function Header() {
  const { user } = useSession();
  const t = useT(appMessages);
  const headerRef = useStickyHeaderHeight();
  return (
    <header className="site-header" ref={headerRef}>
      <div className="container site-header__inner">
        <Link to="/" className="brand" id="top">
          <LogoMark className="brand__mark" />
          <span className="brand__name">{SITE_NAME}</span>
        </Link>

        <nav aria-label={t('mainNav')} className="desktop-nav">
          <ul className="desktop-nav__list">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="desktop-nav__link">
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          {user ? (
            <SignedInHeader />
          ) : (
            <NavLink to={LOGIN_NAV.to} className="button button--primary">
              {t(LOGIN_NAV.label)}
            </NavLink>
          )}
        </nav>

        <MobileMenu />
      </div>
    </header>
  );
}

/**
 * Publishes the header's height as --sticky-header-height, which the page's scroll padding uses so
 * that a focused element is never scrolled under the header, also when large text makes it wrap.
 */
function useStickyHeaderHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--sticky-header-height', `${header.offsetHeight}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--sticky-header-height');
    };
  }, []);
  return ref;
}
