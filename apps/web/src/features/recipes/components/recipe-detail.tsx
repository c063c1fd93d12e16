import { PAGE_TEXT, RECIPE_STATUS, type Recipe } from '@family-recipes/shared';
import { useCallback, useState, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  categoryChip,
  DETAIL_PHOTO_WIDTHS,
  formatMinutes,
  recipeTextProps,
} from '../../../components/recipe-card/recipe-format';
import { RecipePhoto } from '../../../components/recipe-card/recipe-photo';
import { TitledSection } from '../../../components/ui/titled-section';
import { useSession } from '../../../lib/session';
import { RecipeRating } from '../../../components/recipe-card/recipe-rating';
import { WeMadeThis } from '../../cooked';
import { FavouriteHeart } from '../../favourites';
import { AddToMealPlanAction } from '../../meal-plan';
import { AddToShoppingListAction } from '../../shopping';
import { IngredientsList } from './ingredients-list';
import { RecipeAdminActions } from './recipe-admin-actions';
import { RecipeFamily, RecipeHistory, RecipeLineage } from './recipe-family';
import { RecipeTools } from './recipe-tools';
import { useUnitSystem } from '../hooks/use-unit-system';
import {
  openingFactor,
  plannedServings,
  recipeServingsOf,
  servingsAt,
  servingsNote,
  SERVINGS_PARAM,
  type RecipeServings,
} from '../servings';
import { TimerProvider } from '../timers/timer-provider';
import { TimerTray } from '../timers/timer-tray';
import { TextLines } from './text-lines';
import '../../../components/recipe-card/recipe-card.css';
import './recipe-detail.css';
import './recipe-print.css';

const STATUS_NOTES: Partial<Record<Recipe['status'], string>> = {
  [RECIPE_STATUS.PENDING]: 'Pending approval: only you and the administrators can see this recipe.',
  [RECIPE_STATUS.DENIED]: 'Denied: this recipe is not shown on the site.',
};

/**
 * Favourites, "we made this", lists and the plan take an approved recipe or the cook's own (the API
 * refuses the rest): an administrator reviewing someone's pending recipe is not offered them.
 */
function useKitchenOpen(recipe: Recipe): boolean {
  const { user } = useSession();
  if (recipe.status === RECIPE_STATUS.APPROVED) return true;
  const email = recipe.user_email?.trim().toLowerCase();
  return !!user && !!email && user.email.trim().toLowerCase() === email;
}

/**
 * The full recipe page: photo, headline facts, ingredients, steps, tips, category and tags. Opened
 * from the meal plan (`?servings=6`), it shows the recipe at the servings planned; the steps' timers
 * are held above the page and cook mode, so they run on whichever shows.
 */
export function RecipeDetail({ recipe }: { recipe: Recipe }) {
  const [searchParams] = useSearchParams();
  const servings = recipeServingsOf(
    recipe.more.serving,
    plannedServings(searchParams.get(SERVINGS_PARAM)),
  );
  return (
    <TimerProvider key={recipe._id} recipeId={recipe._id}>
      <RecipeArticle
        key={`${recipe._id}:${servings.planned ?? ''}`}
        recipe={recipe}
        servings={servings}
      />
    </TimerProvider>
  );
}

/** A Start button of a step's timer, for the focus when the last timer is taken away. */
const startButton = (timerId: string) =>
  document.querySelector<HTMLElement>(`.recipe-instructions [data-timer="${timerId}"]`);

function RecipeArticle({ recipe, servings }: { recipe: Recipe; servings: RecipeServings }) {
  const chip = categoryChip(recipe.category);
  const { more } = recipe;
  const note = STATUS_NOTES[recipe.status];
  const [factor, setFactor] = useState(() => openingFactor(servings));
  const [system, setSystem] = useUnitSystem();
  const kitchen = useKitchenOpen(recipe);
  const { base } = servings;
  const scaledTo = servingsNote(servings, factor);
  const focusStart = useCallback(startButton, []);
  // The recipe's own words carry its language; the page's headings and buttons keep the page's.
  const text = recipeTextProps(recipe.language);

  return (
    <article className="recipe-detail">
      <div className="container recipe-detail__top">
        <div className="recipe-detail__photo">
          <RecipePhoto
            url={recipe.thumbnail_image}
            widths={DETAIL_PHOTO_WIDTHS}
            alt={recipe.title}
            priority
          />
        </div>
        <header className="recipe-detail__header">
          <div className="recipe-detail__badges">
            <span className={`difficulty-badge difficulty-badge--${more.difficulty.toLowerCase()}`}>
              <span className="visually-hidden">Difficulty: </span>
              {more.difficulty}
            </span>
            {recipe.featured && <span className="recipe-detail__featured">Featured</span>}
          </div>
          <h1 className="recipe-detail__title" {...text}>
            {recipe.title}
          </h1>
          <RecipeRating average={recipe.rating_average} count={recipe.rating_count} size="page" />
          <p className="recipe-detail__source">Recipe by {more.source}</p>
          <RecipeLineage recipe={recipe} />
          {note && (
            <p className="recipe-detail__note" role="note">
              {note}
            </p>
          )}
          <p className="recipe-detail__description" {...text}>
            {recipe.description}
          </p>
          <section className="recipe-times" aria-labelledby="recipe-time-title">
            <h2 id="recipe-time-title" className="recipe-times__title">
              Time
            </h2>
            <dl className="recipe-times__list">
              <div>
                <dt>Total</dt>
                <dd>{formatMinutes(more.total_time)}</dd>
              </div>
              <div>
                <dt>Preparation</dt>
                <dd>{formatMinutes(more.prep_time)}</dd>
              </div>
              <div>
                <dt>Cooking</dt>
                <dd>{formatMinutes(more.cook_time)}</dd>
              </div>
            </dl>
          </section>
          <RecipeTools
            recipe={recipe}
            factor={factor}
            servingsNote={scaledTo}
            system={system}
            onSystemChange={setSystem}
          />
          <RecipeAdminActions recipe={recipe} />
          {kitchen && (
            <div className="recipe-detail__kitchen">
              <FavouriteHeart recipe={recipe} variant="page" />
              <AddToShoppingListAction recipe={recipe} />
              <AddToMealPlanAction recipe={recipe} />
            </div>
          )}
        </header>
      </div>
      <RecipeFamily recipe={recipe} />

      <div className="container recipe-detail__body">
        <IngredientsList
          ingredients={recipe.ingredients}
          serving={more.serving}
          factor={factor}
          onFactorChange={setFactor}
          servings={
            base === null
              ? null
              : { count: servingsAt(base, factor), onChange: (count) => setFactor(count / base) }
          }
          note={scaledTo}
          system={system}
          onSystemChange={setSystem}
          text={text}
        />

        <div className="recipe-detail__steps">
          <TitledSection
            headingClassName="recipe-section__title"
            className="recipe-section"
            heading="Instructions"
          >
            <TextLines
              ordered
              className="recipe-instructions"
              lines={recipe.instructions}
              system={system}
              timers
              text={text}
            />
          </TitledSection>

          {recipe.tips.length > 0 && (
            <TitledSection
              headingClassName="recipe-section__title"
              className="recipe-section recipe-tips"
              heading="Tips & Tricks"
            >
              <TextLines
                className="recipe-tips__list"
                lines={recipe.tips}
                system={system}
                text={text}
              />
            </TitledSection>
          )}

          <TitledSection
            headingClassName="recipe-section__title"
            className="recipe-section recipe-filed"
            heading="Category and tags"
          >
            <Link
              to={`/categories/${chip.slug}`}
              className="recipe-card__category"
              style={
                { '--chip-bg': chip.background, '--chip-fg': chip.foreground } as CSSProperties
              }
            >
              {chip.label}
            </Link>
            {recipe.tags.length > 0 && (
              <ul className="recipe-tags" aria-label="Tags">
                {recipe.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/search?${new URLSearchParams({ query: tag })}`}
                      className="recipe-tags__tag"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </TitledSection>
        </div>
      </div>
      {kitchen && <WeMadeThis recipe={recipe} />}
      <RecipeHistory recipe={recipe} />
      <TimerTray where="page" fallbackFocus={focusStart} />
    </article>
  );
}

/**
 * The recipe page while its recipe loads: the photo's 4:3 frame and the heading block's rows in
 * their places, so the photo and the text take their space without moving what is around them.
 */
export function RecipeDetailSkeleton() {
  return (
    <div className="recipe-detail" aria-busy="true">
      <p className="visually-hidden" role="status">
        {PAGE_TEXT.loading}…
      </p>
      <div className="container recipe-detail__top" aria-hidden="true">
        <div className="recipe-detail__photo" />
        <div className="recipe-detail__header">
          <span className="skeleton skeleton--badge" />
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--text" />
          <span className="skeleton skeleton--paragraph" />
          <div className="recipe-times recipe-times--skeleton" />
        </div>
      </div>
    </div>
  );
}
