import { Suspense, lazy, useCallback, useId, useRef, useState } from 'react';
import { Icon, Menu } from '../../components/icons';
import { useT } from '../../i18n/language';
import { appMessages } from '../messages';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/**
 * Below the desktop breakpoint: a menu button and a slide-in panel that keeps focus while open
 * (mobile-menu-panel.tsx). The panel's code loads when a finger or pointer first comes near the
 * button, and the panel stays in the page, hidden, once it has been opened.
 */
export function MobileMenu() {
  const t = useT(appMessages);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  const preload = () => void loadPanel();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Icon icon={Menu} size={24} />
        <span>{t('menu')}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} panelId={panelId} titleId={titleId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
