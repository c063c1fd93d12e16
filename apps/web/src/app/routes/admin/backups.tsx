import { Page } from '../../../components/ui/page';
import { BackupsPage } from '../../../features/backups/components/backups-page';

export default function Backups() {
  return (
    <Page
      title="Backups"
      lead="Copies of every recipe, photo, account and kitchen, to bring the site back on a new machine."
    >
      <BackupsPage />
    </Page>
  );
}
