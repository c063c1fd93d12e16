import { HouseholdPage } from '../../features/household/components/household-page';

/**
 * The household page. Its pantry section is the shopping feature's pantry editor, composed here
 * because features do not import each other: pass it as `pantry` once that editor is exported.
 */
export default function HouseholdRoute() {
  return <HouseholdPage />;
}
