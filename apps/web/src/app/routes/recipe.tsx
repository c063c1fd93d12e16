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
import { isOfflineFailure, NotSavedOffline, useOnline } from '../../features/offline';
import { recipesMessages } from '../../features/recipes/messages';
import { useT } from '../../i18n/language';

export default function RecipePage() {
  const t = useT(recipesMessages);
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
            ? PAGE_TEXT.accessDeniedTitle
            : status === 404
              ? PAGE_TEXT.recipeNotFoundTitle
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
          title={PAGE_TEXT.accessDeniedTitle}
          message={PAGE_TEXT.accessDeniedMessage}
        />
      );
    }
    if (status === 404) return <RecipeProblem title={PAGE_TEXT.recipeNotFoundTitle} />;
    return <RecipeProblem title={t('couldNotLoad')} message={query.error.message} />;
  }
  return <RecipeDetail recipe={query.data} />;
}
