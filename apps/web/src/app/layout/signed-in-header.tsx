import { AccountLanguage } from '../../features/identity/account-language';
import { UserMenu } from '../../features/identity/components/user-menu';
import { BackupNoticeLink } from '../../features/backups';
import { HouseholdLive } from '../../features/households/api/household-events';
import { useSession } from '../../lib/session';
import { KitchenNav } from './kitchen-nav';

/**
 * The header's part for someone signed in, in one chunk that a visitor's first page never loads:
 * the kitchen's links for a cook (and their bar on a narrow screen) and the household's live
 * stream, then the avatar menu; and the account's language, applied on signing in.
 */
export default function SignedInHeader() {
  const { isAdmin, isContributor } = useSession();
  return (
    <>
      <AccountLanguage />
      {isContributor && <KitchenNav />}
      {isContributor && <HouseholdLive />}
      {isAdmin && <BackupNoticeLink />}
      <UserMenu />
    </>
  );
}
