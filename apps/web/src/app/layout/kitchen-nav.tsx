import { listShoppingLists, type ShoppingListSummary } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router';
import { Calendar, Heart, Icon, ShoppingCart } from '../../components/icons';
import { endpointQuery } from '../../lib/endpoint-query';
import './kitchen-nav.css';
import { useT } from '../../i18n/language';
import { appMessages } from '../messages';

/*
 * The kitchen's pages, one tap away for a signed-in cook: in the header on a wide screen and in a
 * bar along the bottom on a narrower one. Loaded only once someone is signed in, so a visitor's
 * first page does not carry it.
 */

const KITCHEN_NAV = [
  { to: '/favourites', label: 'favourites', icon: Heart },
  { to: '/meal-plan', label: 'mealPlan', icon: Calendar },
  { to: '/shopping-lists', label: 'shoppingLists', icon: ShoppingCart },
] as const;

const sumUnticked = (lists: ShoppingListSummary[]) =>
  lists.reduce((sum, list) => sum + list.unchecked_count, 0);

/**
 * How many lines are left to buy on the household's lists: the overview's own read (same key), so
 * the lists page, a list's live updates and every write to a list keep it current.
 */
function useUntickedCount(): number | undefined {
  const lists = useQuery(endpointQuery(listShoppingLists, {}, { select: sumUnticked }));
  return lists.data;
}

function KitchenLinks({ variant }: { variant: 'header' | 'bar' }) {
  const unticked = useUntickedCount();
  const t = useT(appMessages);
  return (
    <ul className={`kitchen-nav kitchen-nav--${variant}`}>
      {KITCHEN_NAV.map((item) => {
        const count = item.to === '/shopping-lists' ? (unticked ?? 0) : 0;
        return (
          <li key={item.to} className="kitchen-nav__item">
            <NavLink to={item.to} className="kitchen-nav__link">
              <span className="kitchen-nav__icon">
                <Icon icon={item.icon} size={variant === 'bar' ? 24 : 20} />
                {count > 0 && (
                  <span className="kitchen-nav__count" aria-hidden="true">
                    {count > 99 ? '99+' : count}
                  </span>
                )}
              </span>
              {/* Said after the words, as the figure is drawn before them: the link's name is
                  its visible words, then the count. */}
              <span className="kitchen-nav__label">
                {t(item.label)}
                {count > 0 && <span className="visually-hidden"> {t('leftToBuy', { count })}</span>}
              </span>
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/** In the header, from the desktop breakpoint up. */
function KitchenHeaderLinks() {
  const t = useT(appMessages);
  return (
    <nav aria-label={t('kitchenNav')} className="kitchen-header">
      <KitchenLinks variant="header" />
    </nav>
  );
}

/**
 * Along the bottom of the window below the desktop breakpoint. The page keeps room for it (its
 * height is published as --kitchen-bar-height), so it never covers the page's end or the footer.
 */
function KitchenBottomBar() {
  const ref = useRef<HTMLElement>(null);
  const t = useT(appMessages);
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--kitchen-bar-height', `${bar.offsetHeight}px`);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--kitchen-bar-height');
    };
  }, []);
  return (
    <nav ref={ref} aria-label={t('kitchenNav')} className="kitchen-bar">
      <KitchenLinks variant="bar" />
    </nav>
  );
}

/**
 * The header's links where it is drawn, and the bottom bar at the end of the page's body, outside
 * the header (which hides its navigation below the desktop breakpoint).
 */
export function KitchenNav() {
  return (
    <>
      <KitchenHeaderLinks />
      {createPortal(<KitchenBottomBar />, document.body)}
    </>
  );
}
