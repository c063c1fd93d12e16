import { CATEGORY_CHIPS, SEARCH_DEBOUNCE_MS } from '@family-recipes/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { categoryRecipesQueryOptions } from '../../features/recipes/api/list-recipes';
import { RecipeListing } from '../../features/recipes/components/recipe-listing';
import { useDebouncedValue } from '../../features/recipes/hooks/use-debounced-value';
import { NotFoundPage } from './not-found';

export default function CategoryPage() {
  const { category = '' } = useParams();
  const chip = CATEGORY_CHIPS.find((c) => c.slug === category.toLowerCase());
  if (!chip) return <NotFoundPage />;
  return <CategoryListing key={chip.slug} slug={chip.slug} label={chip.label} />;
}

function CategoryListing({ slug, label }: { slug: string; label: string }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS.category);
  const query = useInfiniteQuery(categoryRecipesQueryOptions(slug, q));
  return (
    <Page title={label} lead={`Family recipes in the ${label} category, A to Z.`}>
      <RecipeListing
        search={{
          label: `Search ${label.toLowerCase()} recipes`,
          value: text,
          onChange: setText,
          placeholder: 'Dish, ingredient or tag',
        }}
        query={query}
        hideErrors
      />
    </Page>
  );
}
