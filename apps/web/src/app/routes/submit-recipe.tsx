import { Page } from '../../components/ui/page';

export default function SubmitRecipePage() {
  return (
    <Page
      title="Submit a Recipe"
      lead="Share a family recipe; an administrator reviews it before it appears on the site."
    />
  );
}
