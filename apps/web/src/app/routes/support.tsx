import { Page } from '../../components/ui/page';
import { SupportNote } from '../../features/contact/components/site-notes';

export default function SupportPage() {
  return (
    <Page
      title="Support"
      lead="Family Recipes is free to use; hosting costs around 5 dollars a month, and any help is welcome."
    >
      <SupportNote />
    </Page>
  );
}
