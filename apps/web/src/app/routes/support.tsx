import { Page } from '../../components/ui/page';

export default function SupportPage() {
  return (
    <Page
      title="Support"
      lead="Family Recipes is free to use; hosting costs around 5 dollars a month, and any help is welcome."
    />
  );
}
