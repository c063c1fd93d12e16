import { useLocation } from 'react-router';
import { HouseholdPage } from '../../features/households/components/household-page';
import { JoinHouseholdPage } from '../../features/households/components/join-household-page';
import { PantryEditor } from '../../features/shopping';

/**
 * The household page, with the household's pantry staples (the shopping feature's editor, composed
 * here because features do not import each other), and the page an invitation's link opens
 * (/household/join). One module for both keeps the site's first load a route's address lighter.
 */
export default function HouseholdRoute() {
  const { pathname } = useLocation();
  return /\/join\/?$/.test(pathname) ? (
    <JoinHouseholdPage />
  ) : (
    <HouseholdPage pantry={<PantryEditor />} />
  );
}
