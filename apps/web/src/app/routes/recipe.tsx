import { PAGE_TEXT } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { recipeQueryOptions } from '../../features/recipes/api/get-recipe';
import {
  RecipeDetail,
  RecipeDetailSkeleton,
} from '../../features/recipes/components/recipe-detail';
import { RecipeProblem } from '../../features/recipes/components/recipe-problem';
import { isOfflineFailure, useOnline } from '../../features/offline';
// Imported from its own file so that it stays in this page's chunk, out of the first load.
import { NotSavedOffline } from '../../features/offline/components/not-saved-offline';
import { recipesMessages } from '../../features/recipes/messages';
import { useT } from '../../i18n/language';
import { useSharedText } from '../../i18n/shared-text';

export default function RecipePage() {
  const t = useT(recipesMessages);
  const text = useSharedText();
  const { id = '' } = useParams();
  const query = useQuery(recipeQueryOptions(id));
  const status = query.error?.status;
  const online = useOnline();
  const notSaved = isOfflineFailure(query.error, online);
  useDocumentTitle(
    notSaved
      ? t('notSavedOffline')
      : (query.data?.title ??
          (status === 403
            ? text(PAGE_TEXT.accessDeniedTitle)
            : status === 404
              ? text(PAGE_TEXT.recipeNotFoundTitle)
              : undefined)),
    query.data?.description,
  );

  // The specification: recipe pages open at the top, wherever the link was.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  if (query.isPending) return <RecipeDetailSkeleton />;
  if (query.isError) {
    if (notSaved) return <NotSavedOffline />;
    if (status === 403) {
      return (
        <RecipeProblem
          title={text(PAGE_TEXT.accessDeniedTitle)}
          message={text(PAGE_TEXT.accessDeniedMessage)}
        />
      );
    }
    if (status === 404) return <RecipeProblem title={text(PAGE_TEXT.recipeNotFoundTitle)} />;
    return <RecipeProblem title={t('couldNotLoad')} message={text(query.error.message)} />;
  }
  return <RecipeDetail recipe={query.data} />;
}
