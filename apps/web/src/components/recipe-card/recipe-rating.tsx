import { useLanguage, useT } from '../../i18n/language';
import { recipeCardMessages } from './messages';
import './recipe-rating.css';

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
  const t = useT(recipeCardMessages);
  const { language } = useLanguage();
  if (average === null || count <= 0) return null;
  const shown = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
  return (
    <p
      className={`recipe-rating recipe-rating--${size}`}
      role="img"
      // "Rated 4.3 out of 5 by 12 cooks": what the stars line says to a screen reader.
      aria-label={t('rated', { average: shown, count })}
    >
      <span className="recipe-rating__star" aria-hidden="true">
        ★
      </span>{' '}
      <span className="recipe-rating__average">{shown}</span>{' '}
      <span className="recipe-rating__count">({count})</span>
    </p>
  );
}
