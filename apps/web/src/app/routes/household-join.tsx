import { JoinHouseholdPage } from '../../features/household/components/join-household-page';

export default function HouseholdJoinRoute() {
  return <JoinHouseholdPage />;
}
