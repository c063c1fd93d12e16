import { MOBILE_BREAKPOINT_EM } from '@family-recipes/shared';
import { Suspense, lazy, useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { Icon, X } from '../../components/icons';
import { useSession } from '../../lib/session';
import { LOGIN_NAV, MAIN_NAV } from './nav-items';
import { LanguageMenu } from '../../i18n/language-menu';
import { useT } from '../../i18n/language';
import { appMessages } from '../messages';

const MobileUserMenu = lazy(() =>
  import('../../features/identity/components/user-menu').then((m) => ({
    default: m.MobileUserMenu,
  })),
);

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

interface MobileMenuPanelProps {
  open: boolean;
  panelId: string;
  titleId: string;
  /** Closes the menu; `restoreFocus` returns focus to the menu button. */
  onClose: (restoreFocus: boolean) => void;
}

/**
 * The slide-in panel of the mobile menu, which keeps focus while open. It loads the first time the
 * menu opens, so that a first visit does not download it (docs/performance.md, first load).
 */
export default function MobileMenuPanel({ open, panelId, titleId, onClose }: MobileMenuPanelProps) {
  const { user } = useSession();
  const t = useT(appMessages);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose(true);
    };
    document.addEventListener('keydown', onKeyDown);

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    // Widening the window past the breakpoint hides the panel, so it must not stay open behind.
    const desktop =
      typeof window.matchMedia === 'function'
        ? window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_EM}em)`)
        : null;
    const onDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) onClose(false);
    };
    desktop?.addEventListener('change', onDesktop);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      desktop?.removeEventListener('change', onDesktop);
    };
  }, [open, onClose]);

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      {open && (
        <div className="mobile-menu__backdrop" aria-hidden="true" onClick={() => onClose(true)} />
      )}
      <div
        ref={panelRef}
        id={panelId}
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        hidden={!open}
        data-open={open || undefined}
        onKeyDown={trapFocus}
      >
        <div className="mobile-menu__top">
          <h2 id={titleId} className="mobile-menu__title">
            {t('menu')}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('closeMenu')}
            onClick={() => onClose(true)}
          >
            <Icon icon={X} size={24} />
          </button>
        </div>
        <nav aria-label={t('mainNav')}>
          <ul className="mobile-menu__list">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="mobile-menu__link" onClick={() => onClose(false)}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageMenu />
        {user ? (
          <Suspense fallback={null}>
            <MobileUserMenu onNavigate={() => onClose(false)} />
          </Suspense>
        ) : (
          <NavLink
            to={LOGIN_NAV.to}
            className="button button--primary button--block"
            onClick={() => onClose(false)}
          >
            {t(LOGIN_NAV.label)}
          </NavLink>
        )}
      </div>
    </>
  );
}
