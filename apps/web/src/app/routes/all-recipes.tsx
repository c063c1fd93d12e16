import { SEARCH_DEBOUNCE_MS } from '@family-recipes/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Page } from '../../components/ui/page';
import { allRecipesQueryOptions } from '../../features/recipes/api/list-recipes';
import { RecipeListing } from '../../features/recipes/components/recipe-listing';
import { useDebouncedValue } from '../../features/recipes/hooks/use-debounced-value';

export default function AllRecipesPage() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS.allRecipes);
  const query = useInfiniteQuery(allRecipesQueryOptions(q));
  return (
    <Page title="All Recipes" lead="Every recipe our families have shared, newest first.">
      <RecipeListing
        search={{
          label: 'Search all recipes',
          value: text,
          onChange: setText,
          placeholder: 'Dish, ingredient or tag',
        }}
        query={query}
      />
    </Page>
  );
}
