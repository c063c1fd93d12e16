import { Page } from '../../../components/ui/page';
import { BackupsPage } from '../../../features/backups/components/backups-page';
import { backupsMessages } from '../../../features/backups/messages';
import { useT } from '../../../i18n/language';

export default function Backups() {
  const t = useT(backupsMessages);
  return (
    <Page title={t('pageTitle')} lead={t('pageLead')}>
      <BackupsPage />
    </Page>
  );
}
