import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDisclosure } from '../../../components/disclosure/disclosure';
import { ChevronDown, Icon } from '../../../components/icons';
import { useSession, type SessionUser } from '../../../lib/session';
import { usePendingCount } from '../api/pending-count';
import { useT } from '../../../i18n/language';
import { identityMessages } from '../messages';
import './user-menu.css';

/** The administrator's pages; each label is a key of the identity messages. */
const ADMIN_LINKS = [
  { to: '/users', label: 'adminUsers' },
  { to: '/featured-recipes', label: 'adminFeatured' },
  { to: '/pending-recipes', label: 'adminPending' },
  { to: '/denied-recipes', label: 'adminDenied' },
  { to: '/backups', label: 'adminBackups' },
  { to: '/admin/card-reader', label: 'adminCardReader' },
] as const;

function initialOf(user: SessionUser): string {
  return (user.name.trim()[0] ?? user.email[0] ?? '?').toUpperCase();
}

function useLogout(onDone?: () => void) {
  const session = useSession();
  const navigate = useNavigate();
  return async () => {
    await session.logout();
    onDone?.();
    void navigate('/');
  };
}

/**
 * Name and email, then My Recipes, Household, Cookbooks, My Account, Admin (admins) and Log Out. Favourites,
 * Meal Plan and Shopping Lists are in the header or the bottom bar (app/layout/kitchen-nav.tsx).
 */
function UserMenuEntries({
  user,
  isAdmin,
  onNavigate,
  variant,
}: {
  user: SessionUser;
  isAdmin: boolean;
  onNavigate(): void;
  variant: 'card' | 'panel';
}) {
  const admin = useDisclosure();
  const pendingCount = usePendingCount(isAdmin && admin.open);
  const logout = useLogout(onNavigate);
  const t = useT(identityMessages);
  const entry = `user-menu__entry user-menu__entry--${variant}`;
  return (
    <>
      <div className="user-menu__who">
        <span className="user-menu__avatar user-menu__avatar--static" aria-hidden="true">
          {initialOf(user)}
        </span>
        <div className="user-menu__identity">
          <p className="user-menu__name">{user.name}</p>
          <p className="user-menu__email">{user.email}</p>
        </div>
      </div>
      <ul className="user-menu__list">
        <li>
          <Link to="/my-recipes" className={entry} onClick={onNavigate}>
            {t('myRecipes')}
          </Link>
        </li>
        <li>
          <Link to="/household" className={entry} onClick={onNavigate}>
            {t('household')}
          </Link>
        </li>
        <li>
          <Link to="/cookbooks" className={entry} onClick={onNavigate}>
            {t('cookbooks')}
          </Link>
        </li>
        <li>
          <Link to="/account" className={entry} onClick={onNavigate}>
            {t('myAccount')}
          </Link>
        </li>
        {isAdmin && (
          <li>
            <button {...admin.buttonProps} className={`${entry} user-menu__admin`}>
              {t('admin')}
              <Icon icon={ChevronDown} size={18} />
            </button>
            <ul {...admin.panelProps} className="user-menu__sublist">
              {ADMIN_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={`${entry} user-menu__subentry`}
                    onClick={onNavigate}
                  >
                    {t(link.label)}
                    {link.to === '/pending-recipes' && pendingCount.data !== undefined && (
                      <span className="user-menu__count">
                        {' '}
                        {t('pendingCount', { count: pendingCount.data })}
                        <span className="visually-hidden">
                          {' '}
                          {t('waitingForReview', { count: pendingCount.data })}
                        </span>
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        )}
        <li>
          <button
            type="button"
            className={`${entry} user-menu__logout`}
            onClick={() => void logout()}
          >
            {t('logOut')}
          </button>
        </li>
      </ul>
    </>
  );
}

/**
 * The header's avatar (first letter of the name). The card opens on hover for mouse users and on
 * click or Enter for touch and keyboard users; Escape or leaving it closes it.
 */
export function UserMenu() {
  const { user, isAdmin } = useSession();
  const t = useT(identityMessages);
  const cardId = useId();
  // A hover-opened card closes when the pointer leaves; one opened by click or keyboard stays.
  const [openedBy, setOpenedBy] = useState<'hover' | 'press' | null>(null);
  const open = openedBy !== null;
  const setOpen = (next: boolean) => setOpenedBy(next ? 'press' : null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The address the card was opened at. A page that arrives after the address changed (a
  // sign-in's way home, the next page still loading) does not close a card opened meanwhile;
  // going anywhere else does.
  const openedAt = useRef<string | null>(null);

  // First: when the card opens in the same update as the page arrives, its address is noted
  // before the page's is compared with it.
  useEffect(() => {
    openedAt.current = open ? window.location.pathname : null;
  }, [open]);
  useEffect(() => {
    if (openedAt.current !== window.location.pathname) setOpenedBy(null);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!user) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() =>
        document.getElementById(cardId)?.querySelector<HTMLElement>('a, button')?.focus(),
      );
    }
  };
  // Touch taps also send pointerenter; only a real mouse hovers.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && !open) setOpenedBy('hover');
  };
  const onPointerLeave = () => {
    if (openedBy === 'hover' && !wrapperRef.current?.contains(document.activeElement)) {
      setOpenedBy(null);
    }
  };

  return (
    <div
      ref={wrapperRef}
      className="user-menu"
      data-open={open || undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__avatar"
        aria-expanded={open}
        aria-controls={cardId}
        aria-label={t('accountMenuFor', { name: user.name })}
        onClick={() => setOpen(openedBy !== 'press')}
      >
        {initialOf(user)}
      </button>
      <div id={cardId} className="user-menu__card" hidden={!open}>
        <div className="user-menu__sheet">
          <UserMenuEntries
            user={user}
            isAdmin={isAdmin}
            variant="card"
            onNavigate={() => setOpen(false)}
          />
        </div>
      </div>
    </div>
  );
}

/** The same entries inside the mobile menu's panel. */
export function MobileUserMenu({ onNavigate }: { onNavigate(): void }) {
  const { user, isAdmin } = useSession();
  if (!user) return null;
  return (
    <div className="user-menu__panel">
      <UserMenuEntries user={user} isAdmin={isAdmin} variant="panel" onNavigate={onNavigate} />
    </div>
  );
}
