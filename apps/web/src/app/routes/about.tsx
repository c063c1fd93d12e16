import { Page } from '../../components/ui/page';

export default function AboutPage() {
  return (
    <Page title="About" lead="A personal note from the person who keeps Family Recipes cooking." />
  );
}
