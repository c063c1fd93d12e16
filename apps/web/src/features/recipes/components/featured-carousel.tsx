import { CAROUSEL_INTERVAL_MS, PAGE_TEXT, type RecipeSummary } from '@family-recipes/shared';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import {
  categoryChip,
  formatMinutes,
  SLIDE_PHOTO_WIDTHS,
} from '../../../components/recipe-card/recipe-format';
import { ChevronLeft, ChevronRight, Icon } from '../../../components/icons';
import { RecipePhoto } from '../../../components/recipe-card/recipe-photo';
import { usePrefersReducedMotion } from '../../../lib/motion';
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
      aria-roledescription="carousel"
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
          Featured recipes
        </h2>
        {count > 1 && (
          <button type="button" className="carousel__pause" onClick={() => setPressed(!stopped)}>
            {stopped ? 'Play slideshow' : 'Pause slideshow'}
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
            aria-label="Previous recipe"
            onClick={() => show(index - 1)}
          >
            <Icon icon={ChevronLeft} size={24} strokeWidth={2.5} />
          </button>
          <div className="carousel__dots" role="group" aria-label="Choose a featured recipe">
            {recipes.map((recipe, i) => (
              <button
                key={recipe._id}
                type="button"
                className="carousel__dot"
                aria-label={`Show recipe ${i + 1} of ${count}: ${recipe.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__arrow"
            aria-label="Next recipe"
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
  return (
    <section className="carousel" aria-busy="true" aria-label="Featured recipes">
      <div className="carousel__head">
        <h2 className="carousel__title">Featured recipes</h2>
      </div>
      <p className="visually-hidden" role="status">
        {PAGE_TEXT.loading}
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
  const chip = categoryChip(recipe.category);
  const href = `/recipes/${recipe._id}`;
  return (
    <div
      className="carousel__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
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
          {chip.label} · {recipe.more.difficulty} · {formatMinutes(recipe.more.total_time)}
        </p>
        <h3 className="carousel__slide-title">
          <Link to={href}>{recipe.title}</Link>
        </h3>
        <p className="carousel__source">By: {recipe.more.source}</p>
        <p className="carousel__description">{recipe.description}</p>
        <Link to={href} className="button button--primary button--large carousel__cta">
          View recipe<span className="visually-hidden">: {recipe.title}</span>
        </Link>
      </div>
    </div>
  );
}
