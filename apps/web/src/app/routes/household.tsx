import { HouseholdPage } from '../../features/household/components/household-page';
import { PantryEditor } from '../../features/shopping';

/**
 * The household page with the household's pantry staples: the shopping feature's editor, composed
 * here because features do not import each other.
 */
export default function HouseholdRoute() {
  return <HouseholdPage pantry={<PantryEditor />} />;
}
