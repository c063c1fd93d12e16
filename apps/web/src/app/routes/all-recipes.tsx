import { SEARCH_DEBOUNCE_MS } from '@family-recipes/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Page } from '../../components/ui/page';
import { allRecipesQueryOptions } from '../../features/recipes/api/list-recipes';
import { RecipeListing } from '../../features/recipes/components/recipe-listing';
import { useDebouncedValue } from '../../features/recipes/hooks/use-debounced-value';
import { recipesMessages } from '../../features/recipes/messages';
import { useT } from '../../i18n/language';

export default function AllRecipesPage() {
  const t = useT(recipesMessages);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS.allRecipes);
  const query = useInfiniteQuery(allRecipesQueryOptions(q));
  return (
    <Page title={t('allRecipes')} lead={t('allRecipesLead')}>
      <RecipeListing
        search={{
          label: t('searchAll'),
          value: text,
          onChange: setText,
          placeholder: t('dishIngredientTag'),
        }}
        query={query}
      />
    </Page>
  );
}
