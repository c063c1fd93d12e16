import type { Recipe } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../../../lib/api-client';
import { editRecipeQueryOptions } from '../api/recipe-queries';
import { useSession } from '../../../../lib/session';
import { RecipeForm } from './recipe-form';
import { useT } from '../../../../i18n/language';
import { useSharedText } from '../../../../i18n/shared-text';
import { recipeFormMessages } from '../messages';
import './recipe-form.css';

function recipeFromState(state: unknown, id: string): Recipe | undefined {
  if (typeof state !== 'object' || state === null || !('recipe' in state)) return undefined;
  const { recipe } = state as { recipe?: Partial<Recipe> | null };
  return recipe && recipe._id === id && recipe.more ? (recipe as Recipe) : undefined;
}

/**
 * The edit form for one recipe. The recipe page hands the recipe over in the navigation state;
 * opened directly (a bookmark, a reload), the form loads it from the API instead.
 */
export function EditRecipe({ id }: { id: string }) {
  const t = useT(recipeFormMessages);
  const text = useSharedText();
  const location = useLocation();
  const session = useSession();
  const fromState = recipeFromState(location.state, id);
  const query = useQuery({ ...editRecipeQueryOptions(id), enabled: !fromState });
  const recipe = fromState ?? query.data;

  if (session.status === 'loading' || (!recipe && query.isPending)) {
    return (
      <div className="page-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('loadingRecipe')}</span>
      </div>
    );
  }

  if (!recipe) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 403) {
      return <StateMessage title={t('accessDeniedTitle')} text={t('accessDeniedMessage')} />;
    }
    if (status === 404) {
      return <StateMessage title={t('recipeNotFoundTitle')} text={t('recipeRemoved')} />;
    }
    return (
      <StateMessage
        title={t('couldNotLoad')}
        text={isApiError(query.error) ? text(query.error.message) : t('networkError')}
      />
    );
  }

  const canEdit =
    session.isAdmin ||
    (!!session.user &&
      !!recipe.user_email &&
      session.user.email.toLowerCase() === recipe.user_email.toLowerCase());
  if (session.status === 'signed-out') {
    return (
      <StateMessage
        title={t('logInToEdit')}
        text={t('onlyOwner')}
        action={
          <Link to="/login" className="button button--primary">
            {t('logIn')}
          </Link>
        }
      />
    );
  }
  if (!canEdit) {
    return <StateMessage title={t('accessDeniedTitle')} text={t('accessDeniedMessage')} />;
  }

  return <RecipeForm key={recipe._id} mode="edit" recipe={recipe} />;
}

function StateMessage({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: ReactNode;
}) {
  const t = useT(recipeFormMessages);
  return (
    <section className="recipe-form-state" aria-labelledby="recipe-form-state-title">
      <h2 id="recipe-form-state-title" className="recipe-form-state__title">
        {title}
      </h2>
      <p className="recipe-form-state__text">{text}</p>
      {action ?? (
        <Link to="/" className="button button--primary">
          {t('backToHome')}
        </Link>
      )}
    </section>
  );
}
