import { Page } from '../../components/ui/page';

export default function ContactPage() {
  return <Page title="Contact" lead="Questions, ideas or a recipe mix-up? Send us a message." />;
}
