import { Page } from '../../components/ui/page';
import { AboutNote } from '../../features/contact/components/site-notes';

export default function AboutPage() {
  return (
    <Page title="About" lead="A personal note from the person who keeps Family Recipes cooking.">
      <AboutNote />
    </Page>
  );
}
