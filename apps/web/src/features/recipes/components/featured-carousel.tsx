import { CAROUSEL_INTERVAL_MS, type RecipeSummary } from '@family-recipes/shared';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { SLIDE_PHOTO_WIDTHS } from '../../../components/recipe-card/recipe-format';
import { useRecipeWords } from '../../../components/recipe-card/recipe-words';
import { ChevronLeft, ChevronRight, Icon } from '../../../components/icons';
import { RecipePhoto } from '../../../components/recipe-card/recipe-photo';
import { usePrefersReducedMotion } from '../../../lib/motion';
import { useLoadedT, useT } from '../../../i18n/language';
import { recipeCardMessages } from '../../../components/recipe-card/messages';
import { homeMessages } from '../home/messages';
import './featured-carousel.css';

/**
 * The home page's rotating featured recipes: a new slide every 10 seconds, wrapping around, with
 * previous/next arrows and dots. Rotation stops while the pointer is over it or focus is inside
 * it, when the visitor prefers reduced motion, and when they press Pause.
 */
export function FeaturedCarousel({
  recipes,
  loading = false,
}: {
  recipes: RecipeSummary[];
  loading?: boolean;
}) {
  const t = useT(homeMessages);
  const titleId = useId();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // Until Pause or Play is pressed, the slideshow follows the reduced-motion setting.
  const [pressed, setPressed] = useState<boolean | null>(null);
  const stopped = pressed ?? reducedMotion;
  const count = recipes.length;
  const index = count === 0 ? 0 : current % count;
  const rotating = count > 1 && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setCurrent((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  if (loading) return <CarouselSkeleton />;
  if (count === 0) return null;

  const show = (next: number) => setCurrent((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="carousel"
      aria-roledescription={t('carousel')}
      aria-labelledby={titleId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="carousel__head">
        <h2 id={titleId} className="carousel__title">
          {t('featuredRecipes')}
        </h2>
        {count > 1 && (
          <button type="button" className="carousel__pause" onClick={() => setPressed(!stopped)}>
            {stopped ? t('playSlideshow') : t('pauseSlideshow')}
          </button>
        )}
      </div>
      <div className="carousel__viewport" aria-live={rotating ? 'off' : 'polite'}>
        {recipes.map((recipe, i) => (
          <Slide
            key={recipe._id}
            recipe={recipe}
            position={i + 1}
            count={count}
            active={i === index}
            priority={i === 0}
          />
        ))}
      </div>
      {count > 1 && (
        // Arrow keys work while a control has focus; inside a slide they would hide the focused link.
        <div className="carousel__controls" onKeyDown={onKeyDown}>
          <button
            type="button"
            className="carousel__arrow"
            aria-label={t('previousRecipe')}
            onClick={() => show(index - 1)}
          >
            <Icon icon={ChevronLeft} size={24} strokeWidth={2.5} />
          </button>
          <div className="carousel__dots" role="group" aria-label={t('chooseFeatured')}>
            {recipes.map((recipe, i) => (
              <button
                key={recipe._id}
                type="button"
                className="carousel__dot"
                aria-label={t('showRecipe', { position: i + 1, count, title: recipe.title })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__arrow"
            aria-label={t('nextRecipe')}
            onClick={() => show(index + 1)}
          >
            <Icon icon={ChevronRight} size={24} strokeWidth={2.5} />
          </button>
        </div>
      )}
    </section>
  );
}

/** The carousel's frame while the featured recipes load: heading, photo box, text and controls. */
function CarouselSkeleton() {
  const t = useT(homeMessages);
  const loadingText = useLoadedT(recipeCardMessages);
  return (
    <section className="carousel" aria-busy="true" aria-label={t('featuredRecipes')}>
      <div className="carousel__head">
        <h2 className="carousel__title">{t('featuredRecipes')}</h2>
      </div>
      <p className="visually-hidden" role="status">
        {loadingText('loading')}
      </p>
      <div className="carousel__viewport" aria-hidden="true">
        <div className="carousel__slide" data-active="true">
          <div className="carousel__photo" />
          <div className="carousel__text">
            <span className="skeleton skeleton--text" />
            <span className="skeleton skeleton--heading" />
            <span className="skeleton skeleton--text" />
            <span className="skeleton skeleton--paragraph" />
            <span className="skeleton skeleton--button" />
          </div>
        </div>
      </div>
      <div className="carousel__controls carousel__controls--skeleton" aria-hidden="true" />
    </section>
  );
}

function Slide({
  recipe,
  position,
  count,
  active,
  priority,
}: {
  recipe: RecipeSummary;
  position: number;
  count: number;
  active: boolean;
  priority: boolean;
}) {
  const t = useT(homeMessages);
  const words = useRecipeWords();
  const href = `/recipes/${recipe._id}`;
  return (
    <div
      className="carousel__slide"
      role="group"
      aria-roledescription={t('slide')}
      aria-label={t('slideOf', { position, count })}
      aria-hidden={!active}
      inert={!active}
      data-active={active}
    >
      <Link to={href} className="carousel__photo" tabIndex={-1} aria-hidden="true">
        <RecipePhoto
          url={recipe.thumbnail_image}
          widths={SLIDE_PHOTO_WIDTHS}
          alt=""
          priority={priority}
        />
      </Link>
      <div className="carousel__text">
        <p className="carousel__eyebrow">
          {words.category(recipe.category)} · {words.difficulty(recipe.more.difficulty)} ·{' '}
          {words.minutes(recipe.more.total_time)}
        </p>
        <h3 className="carousel__slide-title">
          <Link to={href}>{recipe.title}</Link>
        </h3>
        <p className="carousel__source">{words.by(recipe.more.source)}</p>
        <p className="carousel__description">{recipe.description}</p>
        <Link to={href} className="button button--primary button--large carousel__cta">
          {t('viewRecipe')}
          <span className="visually-hidden">: {recipe.title}</span>
        </Link>
      </div>
    </div>
  );
}
