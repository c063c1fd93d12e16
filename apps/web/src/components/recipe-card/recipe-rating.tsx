import './recipe-rating.css';

/** "Rated 4.3 out of 5 by 12 cooks": what the stars line says to a screen reader. */
function ratingLabel(average: number, count: number): string {
  return `Rated ${average.toFixed(1)} out of 5 by ${count} ${count === 1 ? 'cook' : 'cooks'}`;
}

/**
 * A recipe's "we made this" average and how many cooks gave it, "★ 4.3 (12)"; nothing until
 * someone has rated it.
 */
export function RecipeRating({
  average,
  count,
  size = 'card',
}: {
  average: number | null;
  count: number;
  size?: 'card' | 'page';
}) {
  if (average === null || count <= 0) return null;
  return (
    <p
      className={`recipe-rating recipe-rating--${size}`}
      role="img"
      aria-label={ratingLabel(average, count)}
    >
      <span className="recipe-rating__star" aria-hidden="true">
        ★
      </span>{' '}
      <span className="recipe-rating__average">{average.toFixed(1)}</span>{' '}
      <span className="recipe-rating__count">({count})</span>
    </p>
  );
}
