import { CATEGORY_CHIPS } from '@family-recipes/shared';
import { useParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { NotFoundPage } from './not-found';

export default function CategoryPage() {
  const { category = '' } = useParams();
  const chip = CATEGORY_CHIPS.find((c) => c.slug === category.toLowerCase());
  if (!chip) return <NotFoundPage />;
  return <Page title={chip.label} lead={`Family recipes in the ${chip.label} category.`} />;
}
