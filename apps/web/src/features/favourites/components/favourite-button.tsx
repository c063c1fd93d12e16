import { useQuery } from '@tanstack/react-query';
import { Heart, Icon } from '../../../components/icons';
import { favouriteIdsQueryOptions, useToggleFavourite } from '../api/favourites-api';
import type { FavouriteRecipe } from './favourite-heart';
import './favourites.css';
import { Button } from '../../../components/ui/button';
import { markers, withNodes } from '../../../i18n/with-nodes';
import { useT } from '../../../i18n/language';
import { favouritesMessages } from '../messages';

/**
 * A heart that saves the recipe to the cook's favourites, or takes it out. It shows once the
 * cook's saved ids are known, so it never shows the wrong state first.
 */
export default function FavouriteButton({
  recipe,
  email,
  variant,
}: {
  recipe: FavouriteRecipe;
  email: string;
  variant: 'card' | 'page';
}) {
  const t = useT(favouritesMessages);
  const ids = useQuery(favouriteIdsQueryOptions(email));
  const toggle = useToggleFavourite(email, recipe._id);
  if (!ids.data) return null;

  const saved = ids.data.includes(recipe._id);
  const press = () => toggle.mutate({ title: recipe.title, favourite: !saved });

  if (variant === 'card') {
    const label = saved
      ? t('removeLabel', { title: recipe.title })
      : t('saveLabel', { title: recipe.title });
    return (
      <button
        type="button"
        className="favourite-heart"
        aria-pressed={saved}
        aria-label={label}
        title={label}
        onClick={press}
      >
        <Icon icon={Heart} size={24} className="favourite-heart__icon" />
      </button>
    );
  }
  // The words on the button are its name too, with the title for screen readers.
  return (
    <Button variant="secondary" className="favourite-action" aria-pressed={saved} onClick={press}>
      <Icon icon={Heart} size={24} className="favourite-heart__icon" />
      <span>
        {withNodes(t(saved ? 'removeLabel' : 'saveLabel', markers(['title'])), [
          <span key="title" className="visually-hidden">
            {recipe.title}
          </span>,
        ])}
      </span>
    </Button>
  );
}
