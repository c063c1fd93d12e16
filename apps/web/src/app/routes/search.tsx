import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';

export default function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('query')?.trim() ?? '';
  return (
    <Page
      title="Search Results"
      lead={
        query
          ? `Recipes matching “${query}”.`
          : 'Search our family recipes by dish, ingredient or tag.'
      }
    />
  );
}
