import { Link } from 'react-router';
import { ArrowUp, Icon } from '../../components/icons';
import { prefersReducedMotion } from '../../lib/motion';
import { SITE_NAME } from '../../lib/site';
import { LogoMark } from './logo-mark';
import { MAIN_NAV, SUPPORT_NAV } from './nav-items';
import { LanguageMenu } from '../../i18n/language-menu';
import { useT } from '../../i18n/language';
import { appMessages } from '../messages';

export function Footer() {
  const t = useT(appMessages);
  const year = new Date().getFullYear();

  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from the footer.
    document.getElementById('top')?.focus({ preventScroll: true });
  };

  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <Link to="/" className="brand brand--footer">
            <LogoMark className="brand__mark" />
            <span className="brand__name">{SITE_NAME}</span>
          </Link>
          <p className="site-footer__tagline">{t('tagline')}</p>
        </div>

        <nav aria-label={t('footerNav')} className="site-footer__nav">
          <ul>
            <li>
              <Link to="/">{t('home')}</Link>
            </li>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-footer__support">
          <p>{t('supportPitch')}</p>
          <Link to={SUPPORT_NAV.to} className="button button--light">
            {t(SUPPORT_NAV.label)}
          </Link>
        </div>
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {year} {SITE_NAME}
          </p>
          <LanguageMenu />
          <button type="button" className="back-to-top" onClick={backToTop}>
            <Icon icon={ArrowUp} />
            {t('backToTop')}
          </button>
        </div>
      </div>
    </footer>
  );
}
