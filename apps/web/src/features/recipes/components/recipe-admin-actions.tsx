import { RECIPE_STATUS, TOASTS, type Recipe } from '@family-recipes/shared';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import {
  useApproveRecipe,
  useDenyRecipe,
  useFeatureRecipe,
  useUnfeatureRecipe,
} from '../api/moderate-recipe';

/** Approve/Deny (admin, pending), Make/Remove Featured (admin, approved) and Edit (admin or owner). */
export function RecipeAdminActions({ recipe }: { recipe: Recipe }) {
  const { user, isAdmin } = useSession();
  const navigate = useNavigate();
  const approve = useApproveRecipe();
  const deny = useDenyRecipe();
  const feature = useFeatureRecipe();
  const unfeature = useUnfeatureRecipe();

  const isOwner =
    user !== null &&
    recipe.user_email !== undefined &&
    user.email.toLowerCase() === recipe.user_email.toLowerCase();
  const canEdit = user !== null && (isAdmin || isOwner);
  const pending = isAdmin && recipe.status === RECIPE_STATUS.PENDING;
  const approved = isAdmin && recipe.status === RECIPE_STATUS.APPROVED;
  if (!canEdit && !pending && !approved) return null;

  const busy = approve.isPending || deny.isPending || feature.isPending || unfeature.isPending;

  const moderate = (mutation: typeof approve, success: string) =>
    mutation.mutate(recipe._id, {
      onSuccess: () => {
        toast.success(success);
        void navigate('/pending-recipes');
      },
      onError: () => toast.error(TOASTS.approveFailed),
    });

  const setFeatured = (featured: boolean) =>
    (featured ? feature : unfeature).mutate(recipe._id, {
      onSuccess: () => toast.success(featured ? TOASTS.recipeFeatured : TOASTS.recipeUnfeatured),
      onError: () => toast.error(featured ? TOASTS.featureFailed : TOASTS.unfeatureFailed),
    });

  return (
    <div className="recipe-actions" role="group" aria-label="Manage this recipe">
      {pending && (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => moderate(approve, TOASTS.recipeApproved)}
          >
            Approve
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => moderate(deny, TOASTS.recipeDenied)}
          >
            Deny
          </button>
        </>
      )}
      {approved && (
        <button
          type="button"
          className="button button--outline"
          disabled={busy}
          onClick={() => setFeatured(!recipe.featured)}
        >
          {recipe.featured ? 'Remove Featured Recipe' : 'Make Featured Recipe'}
        </button>
      )}
      {canEdit && (
        <button
          type="button"
          className="button button--outline"
          onClick={() => void navigate(`/edit-recipe/${recipe._id}`, { state: { recipe } })}
        >
          Edit
        </button>
      )}
    </div>
  );
}
