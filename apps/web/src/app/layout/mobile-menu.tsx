import { MOBILE_BREAKPOINT_EM } from '@family-recipes/shared';
import { Suspense, lazy, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { Icon, Menu, X } from '../../components/icons';
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

/** Below the desktop breakpoint: a menu button and a slide-in panel that keeps focus while open. */
export function MobileMenu() {
  const { user } = useSession();
  const t = useT(appMessages);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = ({ restoreFocus }: { restoreFocus: boolean }) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
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
      if (event.matches) setOpen(false);
    };
    desktop?.addEventListener('change', onDesktop);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      desktop?.removeEventListener('change', onDesktop);
    };
  }, [open]);

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
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <Icon icon={Menu} size={24} />
        <span>{t('menu')}</span>
      </button>

      {open && (
        <div
          className="mobile-menu__backdrop"
          aria-hidden="true"
          onClick={() => close({ restoreFocus: true })}
        />
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
            onClick={() => close({ restoreFocus: true })}
          >
            <Icon icon={X} size={24} />
          </button>
        </div>
        <nav aria-label={t('mainNav')}>
          <ul className="mobile-menu__list">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className="mobile-menu__link"
                  onClick={() => close({ restoreFocus: false })}
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageMenu />
        {user ? (
          <Suspense fallback={null}>
            <MobileUserMenu onNavigate={() => close({ restoreFocus: false })} />
          </Suspense>
        ) : (
          <NavLink
            to={LOGIN_NAV.to}
            className="button button--primary button--block"
            onClick={() => close({ restoreFocus: false })}
          >
            {t(LOGIN_NAV.label)}
          </NavLink>
        )}
      </div>
    </>
  );
}
