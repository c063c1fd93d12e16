import { Page } from '../../components/ui/page';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactAside } from '../../features/contact/components/site-notes';
import { useT } from '../../i18n/language';
import { pagesMessages } from './messages';

export default function ContactPage() {
  const t = useT(pagesMessages);
  return (
    <Page title={t('contactTitle')} lead={t('contactLead')}>
      <div className="contact-layout">
        <ContactForm />
        <ContactAside />
      </div>
    </Page>
  );
}
