import { Page } from '../../components/ui/page';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactAside } from '../../features/contact/components/site-notes';

export default function ContactPage() {
  return (
    <Page title="Contact" lead="Questions, ideas or a recipe mix-up? Send us a message.">
      <div className="contact-layout">
        <ContactForm />
        <ContactAside />
      </div>
    </Page>
  );
}
