import { Link, NavLink } from 'react-router';
import { UserMenu } from '../../features/auth/components/user-menu';
import { useSession } from '../../lib/session';
import { SITE_NAME } from '../../lib/site';
import { LogoMark } from './logo-mark';
import { MobileMenu } from './mobile-menu';
import { LOGIN_NAV, MAIN_NAV } from './nav-items';

export function Header() {
  const { user } = useSession();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" id="top">
          <LogoMark className="brand__mark" />
          <span className="brand__name">{SITE_NAME}</span>
        </Link>

        <nav aria-label="Main" className="desktop-nav">
          <ul className="desktop-nav__list">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="desktop-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {user ? (
            <UserMenu />
          ) : (
            <NavLink to={LOGIN_NAV.to} className="button button--primary">
              {LOGIN_NAV.label}
            </NavLink>
          )}
        </nav>

        <MobileMenu />
      </div>
    </header>
  );
}
