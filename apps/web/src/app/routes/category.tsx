import { CATEGORY_CHIPS, SEARCH_DEBOUNCE_MS, type Category } from '@family-recipes/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { categoryRecipesQueryOptions } from '../../features/recipes/api/list-recipes';
import { RecipeListing } from '../../features/recipes/components/recipe-listing';
import { useDebouncedValue } from '../../features/recipes/hooks/use-debounced-value';
import { NotFoundPage } from './not-found';
import { recipesMessages } from '../../features/recipes/messages';
import { useRecipeWords } from '../../components/recipe-card/recipe-words';
import { useLanguage, useT } from '../../i18n/language';

export default function CategoryPage() {
  const { category = '' } = useParams();
  const chip = CATEGORY_CHIPS.find((c) => c.slug === category.toLowerCase());
  if (!chip) return <NotFoundPage />;
  return <CategoryListing key={chip.slug} slug={chip.slug} category={chip.category} />;
}

function CategoryListing({ slug, category }: { slug: string; category: Category }) {
  const t = useT(recipesMessages);
  const { language } = useLanguage();
  const label = useRecipeWords().category(category);
  // "Search breakfast recipes"; German keeps its nouns' capitals.
  const lower = language === 'de' ? label : label.toLocaleLowerCase(language);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS.category);
  const query = useInfiniteQuery(categoryRecipesQueryOptions(slug, q));
  return (
    <Page title={label} lead={t('categoryLead', { category: label })}>
      <RecipeListing
        search={{
          label: t('searchCategory', { category: lower }),
          value: text,
          onChange: setText,
          placeholder: t('dishIngredientTag'),
        }}
        query={query}
        hideErrors
      />
    </Page>
  );
}
