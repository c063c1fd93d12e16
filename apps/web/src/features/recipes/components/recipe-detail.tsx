import { PAGE_TEXT, RECIPE_STATUS, type Recipe } from '@family-recipes/shared';
import { useCallback, useState, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  categoryChip,
  DETAIL_PHOTO_WIDTHS,
  recipeTextProps,
} from '../../../components/recipe-card/recipe-format';
import { useRecipeWords } from '../../../components/recipe-card/recipe-words';
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
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { recipesMessages } from '../messages';
import '../../../components/recipe-card/recipe-card.css';
import './recipe-detail.css';
import './recipe-print.css';

const STATUS_NOTES: Partial<Record<Recipe['status'], 'pendingNote' | 'deniedNote'>> = {
  [RECIPE_STATUS.PENDING]: 'pendingNote',
  [RECIPE_STATUS.DENIED]: 'deniedNote',
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
  const t = useT(recipesMessages);
  const words = useRecipeWords();
  const chip = categoryChip(recipe.category);
  const { more } = recipe;
  const noteKey = STATUS_NOTES[recipe.status];
  const note = noteKey && t(noteKey);
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
              <span className="visually-hidden">{t('difficulty')} </span>
              {words.difficulty(more.difficulty)}
            </span>
            {recipe.featured && <span className="recipe-detail__featured">{t('featured')}</span>}
          </div>
          <h1 className="recipe-detail__title" {...text}>
            {recipe.title}
          </h1>
          <RecipeRating average={recipe.rating_average} count={recipe.rating_count} size="page" />
          <p className="recipe-detail__source">{t('recipeBy', { source: more.source })}</p>
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
              {t('time')}
            </h2>
            <dl className="recipe-times__list">
              <div>
                <dt>{t('total')}</dt>
                <dd>
                  <bdi>{words.minutes(more.total_time)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('preparation')}</dt>
                <dd>
                  <bdi>{words.minutes(more.prep_time)}</bdi>
                </dd>
              </div>
              <div>
                <dt>{t('cooking')}</dt>
                <dd>
                  <bdi>{words.minutes(more.cook_time)}</bdi>
                </dd>
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
            heading={t('instructions')}
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
              heading={t('tipsAndTricks')}
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
            heading={t('categoryAndTags')}
          >
            <Link
              to={`/categories/${chip.slug}`}
              className="recipe-card__category"
              style={
                { '--chip-bg': chip.background, '--chip-fg': chip.foreground } as CSSProperties
              }
            >
              {words.category(recipe.category)}
            </Link>
            {recipe.tags.length > 0 && (
              <ul className="recipe-tags" aria-label={t('tags')}>
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
  const text = useSharedText();
  return (
    <div className="recipe-detail" aria-busy="true">
      <p className="visually-hidden" role="status">
        {text(PAGE_TEXT.loading)}…
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
