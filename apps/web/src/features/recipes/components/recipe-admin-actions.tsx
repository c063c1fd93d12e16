import {
  RECIPE_LIMITS,
  RECIPE_STATUS,
  REVIEW_TEXT,
  TOASTS,
  type Recipe,
} from '@family-recipes/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import {
  useApproveRecipe,
  useDenyRecipe,
  useFeatureRecipe,
  useUnfeatureRecipe,
} from '../api/moderate-recipe';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { recipesMessages } from '../messages';
import './recipe-family.css';
import { Button } from '../../../components/ui/button';

/** Approve/Deny (admin, pending), Make/Remove Featured (admin, approved) and Edit (admin or owner). */
export function RecipeAdminActions({ recipe }: { recipe: Recipe }) {
  const t = useT(recipesMessages);
  const text = useSharedText();
  const { user, isAdmin } = useSession();
  const navigate = useNavigate();
  const approve = useApproveRecipe();
  const deny = useDenyRecipe();
  const feature = useFeatureRecipe();
  const unfeature = useUnfeatureRecipe();
  const [reviewing, setReviewing] = useState<'approve' | 'deny' | null>(null);
  const [note, setNote] = useState('');
  const noteId = useId();

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
    mutation.mutate(
      { id: recipe._id, note },
      {
        onSuccess: () => {
          toast.success(success);
          void navigate('/pending-recipes');
        },
        onError: () => toast.error(TOASTS.approveFailed),
      },
    );

  const openReview = (kind: 'approve' | 'deny') => {
    setReviewing(kind);
    setNote('');
  };

  const setFeatured = (featured: boolean) =>
    (featured ? feature : unfeature).mutate(recipe._id, {
      onSuccess: () => toast.success(featured ? TOASTS.recipeFeatured : TOASTS.recipeUnfeatured),
      onError: () => toast.error(featured ? TOASTS.featureFailed : TOASTS.unfeatureFailed),
    });

  return (
    <div className="recipe-actions" role="group" aria-label={t('manageRecipe')}>
      {pending && reviewing === null && (
        <>
          <Button variant="primary" disabled={busy} onClick={() => openReview('approve')}>
            {t('approve')}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => openReview('deny')}>
            {t('deny')}
          </Button>
        </>
      )}
      {pending && reviewing !== null && (
        <form
          className="review-note"
          aria-label={t(reviewing === 'deny' ? 'denyThisRecipe' : 'approveThisRecipe')}
          onSubmit={(event) => {
            event.preventDefault();
            if (reviewing === 'deny') moderate(deny, TOASTS.recipeDenied);
            else moderate(approve, TOASTS.recipeApproved);
          }}
        >
          <label htmlFor={noteId} className="review-note__label">
            {text(reviewing === 'deny' ? REVIEW_TEXT.denyPrompt : REVIEW_TEXT.approvePrompt)}
          </label>
          <p className="review-note__hint">{text(REVIEW_TEXT.noteHint)}</p>
          <textarea
            id={noteId}
            className="review-note__text"
            rows={4}
            maxLength={RECIPE_LIMITS.reviewNoteMax}
            value={note}
            required={reviewing === 'deny'}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="review-note__buttons">
            <button
              type="submit"
              className={`button ${reviewing === 'deny' ? 'button--danger' : 'button--primary'}`}
              disabled={busy}
            >
              {t(reviewing === 'deny' ? 'denyRecipe' : 'approveRecipe')}
            </button>
            <Button variant="outline" disabled={busy} onClick={() => setReviewing(null)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
      {approved && (
        <Button variant="outline" disabled={busy} onClick={() => setFeatured(!recipe.featured)}>
          {t(recipe.featured ? 'removeFeatured' : 'makeFeatured')}
        </Button>
      )}
      {canEdit && (
        <Button
          variant="outline"
          onClick={() => void navigate(`/edit-recipe/${recipe._id}`, { state: { recipe } })}
        >
          {t('edit')}
        </Button>
      )}
    </div>
  );
}
