import { useQuery } from '@tanstack/react-query';
import { favouriteIdsQueryOptions, useToggleFavourite } from '../api/favourites-api';
import type { FavouriteRecipe } from './favourite-heart';
import './favourites.css';

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
  const ids = useQuery(favouriteIdsQueryOptions(email));
  const toggle = useToggleFavourite(email, recipe._id);
  if (!ids.data) return null;

  const saved = ids.data.includes(recipe._id);
  const press = () => toggle.mutate({ title: recipe.title, favourite: !saved });

  if (variant === 'card') {
    const label = saved
      ? `Remove ${recipe.title} from favourites`
      : `Save ${recipe.title} to favourites`;
    return (
      <button
        type="button"
        className="favourite-heart"
        aria-pressed={saved}
        aria-label={label}
        title={label}
        onClick={press}
      >
        <HeartIcon />
      </button>
    );
  }
  // The words on the button are its name too, with the title for screen readers.
  return (
    <button
      type="button"
      className="button button--secondary favourite-action"
      aria-pressed={saved}
      onClick={press}
    >
      <HeartIcon />
      {saved ? (
        <span>
          Remove <span className="visually-hidden">{recipe.title}</span> from favourites
        </span>
      ) : (
        <span>
          Save <span className="visually-hidden">{recipe.title}</span> to favourites
        </span>
      )}
    </button>
  );
}

function HeartIcon() {
  return (
    <svg
      className="favourite-heart__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3.4 0 5.6 3.3 4.4 6.7-1.7 4.7-9.2 9.2-9.2 9.2z" />
    </svg>
  );
}
