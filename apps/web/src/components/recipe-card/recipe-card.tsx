import { RECIPE_STATUS, tagIcon, type RecipeSummary, type TagIcon } from '@family-recipes/shared';
import { useState, type CSSProperties, type JSX } from 'react';
import { Link } from 'react-router';
import { useCardAction } from '../../lib/card-actions';
import { Ban, Clock, Hourglass, Icon, Leaf, Star, WheatOff } from '../icons';
import { cardImageSources, categoryChip, recipeTextProps } from './recipe-format';
import { RecipeRating } from './recipe-rating';
import { useRecipeWords } from './recipe-words';
import { useT } from '../../i18n/language';
import { recipeCardMessages } from './messages';
import './recipe-card.css';

const TAG_LABELS = {
  'gluten-free': 'glutenFree',
  vegan: 'vegan',
  vegetarian: 'vegetarian',
} as const satisfies Record<TagIcon, string>;

/**
 * One recipe in a list: photo, title, source, rating, category, times, difficulty, status and diet
 * icons, and in the photo's corner what the app offers for the person looking (card-actions.tsx).
 */
export function RecipeCard({
  recipe,
  headingLevel = 3,
  priority = false,
}: {
  recipe: RecipeSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}): JSX.Element {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/recipes/${recipe._id}`;
  const chip = categoryChip(recipe.category);
  const { src, srcSet, sizes } = cardImageSources(recipe.thumbnail_image);
  const words = useRecipeWords();
  const t = useT(recipeCardMessages);
  const corner = cornerOf(recipe);
  const cornerLabel = corner && t(corner.label);
  const icons = [...new Set(recipe.tags.map(tagIcon).filter((icon) => icon !== undefined))];
  const Action = useCardAction();

  return (
    <article className="recipe-card">
      <div className="recipe-card__media">
        {/* The title link is the card's one link in the tab order; the photo is a larger target. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="recipe-card__image-link">
          <img
            className="recipe-card__image"
            src={src}
            srcSet={srcSet}
            sizes={sizes}
            width={640}
            height={480}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        </Link>
        {corner && (
          <span
            className={`recipe-card__corner recipe-card__corner--${corner.kind}`}
            role="img"
            aria-label={cornerLabel}
            title={cornerLabel}
          >
            <CornerIcon kind={corner.kind} />
          </span>
        )}
        {Action && (
          <div className="recipe-card__action">
            <Action recipe={recipe} />
          </div>
        )}
      </div>
      <div className="recipe-card__body">
        <div className="recipe-card__meta">
          <Link
            to={`/categories/${chip.slug}`}
            className="recipe-card__category"
            style={{ '--chip-bg': chip.background, '--chip-fg': chip.foreground } as CSSProperties}
          >
            {words.category(recipe.category)}
          </Link>
          <span
            className={`difficulty-badge difficulty-badge--${recipe.more.difficulty.toLowerCase()}`}
          >
            <span className="visually-hidden">{t('difficultyLabel')} </span>
            {words.difficulty(recipe.more.difficulty)}
          </span>
        </div>
        <Heading className="recipe-card__title" {...recipeTextProps(recipe.language)}>
          <Link to={href}>{recipe.title}</Link>
        </Heading>
        <p className="recipe-card__source">{words.by(recipe.more.source)}</p>
        <RecipeRating average={recipe.rating_average} count={recipe.rating_count} />
        <TimeToggle recipe={recipe} />
        {icons.length > 0 && (
          <ul className="recipe-card__tags" aria-label={t('diet')}>
            {icons.map((icon) => (
              <li key={icon} className={`diet-tag diet-tag--${icon}`}>
                <DietIcon icon={icon} />
                {t(TAG_LABELS[icon])}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

/** A card's shape while the list loads: the same frame, photo box and rows, so nothing moves. */
export function RecipeCardSkeleton(): JSX.Element {
  return (
    <div className="recipe-card recipe-card--skeleton">
      <div className="recipe-card__media" />
      <div className="recipe-card__body">
        <div className="recipe-card__meta">
          <span className="skeleton skeleton--chip" />
          <span className="skeleton skeleton--badge" />
        </div>
        <span className="skeleton skeleton--title" />
        <span className="skeleton skeleton--text" />
        <span className="skeleton skeleton--pill" />
      </div>
    </div>
  );
}

/** Total time by default; pressed, it shows preparation and cooking times instead. */
function TimeToggle({ recipe }: { recipe: RecipeSummary }) {
  const [detailed, setDetailed] = useState(false);
  const t = useT(recipeCardMessages);
  const { minutes } = useRecipeWords();
  const { prep_time, cook_time, total_time } = recipe.more;
  return (
    <button
      type="button"
      className="recipe-card__time"
      aria-pressed={detailed}
      title={detailed ? t('showTotal') : t('showPrepCook')}
      onClick={() => setDetailed((value) => !value)}
    >
      <Icon icon={Clock} />
      {detailed ? (
        <span>{t('prepCook', { prep: minutes(prep_time), cook: minutes(cook_time) })}</span>
      ) : (
        <span>{t('total', { total: minutes(total_time) })}</span>
      )}
      <span className="visually-hidden">{detailed ? '' : t('pressForTimes')}</span>
    </button>
  );
}

type CornerKind = 'pending' | 'denied' | 'featured';

function cornerOf(
  recipe: RecipeSummary,
): { kind: CornerKind; label: 'pendingApproval' | 'denied' | 'featured' } | undefined {
  if (recipe.status === RECIPE_STATUS.PENDING) return { kind: 'pending', label: 'pendingApproval' };
  if (recipe.status === RECIPE_STATUS.DENIED) return { kind: 'denied', label: 'denied' };
  if (recipe.featured) return { kind: 'featured', label: 'featured' };
  return undefined;
}

const CORNER_ICONS = { pending: Hourglass, denied: Ban, featured: Star } as const;

function CornerIcon({ kind }: { kind: CornerKind }) {
  return <Icon icon={CORNER_ICONS[kind]} size={22} />;
}

function DietIcon({ icon }: { icon: TagIcon }) {
  return <Icon icon={icon === 'gluten-free' ? WheatOff : Leaf} size={18} />;
}
