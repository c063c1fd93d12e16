import { Page } from '../../components/ui/page';
import { SupportNote } from '../../features/contact/components/site-notes';
import { useT } from '../../i18n/language';
import { pagesMessages } from './messages';

export default function SupportPage() {
  const t = useT(pagesMessages);
  return (
    <Page title={t('supportTitle')} lead={t('supportLead')}>
      <SupportNote />
    </Page>
  );
}
