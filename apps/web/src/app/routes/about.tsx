import { Page } from '../../components/ui/page';
import { AboutNote, DemoRecipeCredits } from '../../features/contact/components/site-notes';

export default function AboutPage() {
  return (
    <Page title="About" lead="A personal note from the person who keeps Family Recipes cooking.">
      <AboutNote />
      <DemoRecipeCredits />
    </Page>
  );
}
