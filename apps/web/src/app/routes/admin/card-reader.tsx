import { Page } from '../../../components/ui/page';
import { CardReaderPage } from '../../../features/card-reader/components/card-reader-page';
import { cardReaderMessages } from '../../../features/card-reader/messages';
import { useT } from '../../../i18n/language';

export default function CardReader() {
  const t = useT(cardReaderMessages);
  return (
    <Page title={t('pageTitle')} lead={t('pageLead')}>
      <CardReaderPage />
    </Page>
  );
}
