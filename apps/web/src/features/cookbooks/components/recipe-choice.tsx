import {
  CATEGORIES,
  COOKBOOK_LIMITS,
  COOKBOOK_SOURCES,
  type CookbookChoice,
  type CookbookRecipe,
  type CookbookSource,
} from '@family-recipes/shared';
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../../components/ui/form-field';
import { useCookbookChoice } from '../api/cookbooks-api';
import { RowPhoto } from './row-photo';
import { RowText } from './row-text';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';
import { useT } from '../../../i18n/language';
import { useRecipeWords } from '../../../components/recipe-card/recipe-words';
import { useSharedText } from '../../../i18n/shared-text';
import { cookbooksMessages } from '../messages';

/** Each source's name in the choice: the message's key. */
const SOURCE_LABELS = {
  category: 'sourceCategory',
  favourites: 'sourceFavourites',
  plan: 'sourcePlan',
  cook: 'sourceCook',
  approved: 'sourceApproved',
  mine: 'sourceMine',
} as const satisfies Record<CookbookSource, string>;

/** The label of the value a source needs: the message's key. */
const NEEDS_VALUE: Partial<Record<CookbookSource, 'category' | 'cookName'>> = {
  category: 'category',
  cook: 'cookName',
};

/**
 * Where the book's recipes come from: a source's recipes are listed, each with a tick box that puts
 * it in the book or takes it out, and all of them can be ticked at once.
 */
export function RecipeChoice({
  chosen,
  onTick,
  selectId,
}: {
  chosen: ReadonlySet<string>;
  onTick(recipes: CookbookRecipe[], inBook: boolean): void;
  /** The source's control, where the focus goes when no recipe is chosen. */
  selectId: string;
}) {
  const t = useT(cookbooksMessages);
  const words = useRecipeWords();
  const text = useSharedText();
  const valueId = useId();
  const [source, setSource] = useState<CookbookSource>('favourites');
  const [value, setValue] = useState<string>(CATEGORIES[0]);
  const [cook, setCook] = useState('');
  const choice = useCookbookChoice();
  const label = NEEDS_VALUE[source];

  const show = (event: FormEvent) => {
    event.preventDefault();
    const wanted = source === 'category' ? value : source === 'cook' ? cook.trim() : undefined;
    choice.mutate(wanted === undefined ? { source } : { source, value: wanted });
  };

  return (
    <TitledSection className="cookbook-panel" heading={t('chooseRecipes')}>
      {/* Inside the book's form, so not a form: its button lists recipes, never sends the book. */}
      <div className="cookbook-source" role="search" aria-label={t('findRecipes')}>
        <div className="form-field">
          <label htmlFor={selectId} className="form-field__label">
            {t('recipesFrom')}
          </label>
          <select
            id={selectId}
            className="form-control form-control--select"
            value={source}
            onChange={(event) => {
              setSource(event.target.value as CookbookSource);
              choice.reset();
            }}
          >
            {COOKBOOK_SOURCES.map((s) => (
              <option key={s} value={s}>
                {t(SOURCE_LABELS[s])}
              </option>
            ))}
          </select>
        </div>
        {label && (
          <div className="form-field">
            <label htmlFor={valueId} className="form-field__label">
              {t(label)}
            </label>
            {source === 'category' ? (
              <select
                id={valueId}
                className="form-control form-control--select"
                value={value}
                onChange={(event) => setValue(event.target.value)}
              >
                {CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {words.category(c)}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={valueId}
                className="form-control"
                type="text"
                maxLength={120}
                value={cook}
                onChange={(event) => setCook(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') show(event);
                }}
              />
            )}
          </div>
        )}
        <Button
          variant="primary"
          className="cookbook-source__show"
          disabled={choice.isPending || (source === 'cook' && cook.trim() === '')}
          onClick={show}
        >
          {choice.isPending ? t('finding') : t('showRecipes')}
        </Button>
      </div>
      {choice.isError && <FieldError>{text(choice.error.message)}</FieldError>}
      {choice.data && <ChoiceList choice={choice.data} chosen={chosen} onTick={onTick} />}
    </TitledSection>
  );
}

function ChoiceList({
  choice,
  chosen,
  onTick,
}: {
  choice: CookbookChoice;
  chosen: ReadonlySet<string>;
  onTick(recipes: CookbookRecipe[], inBook: boolean): void;
}) {
  const t = useT(cookbooksMessages);
  const { items, truncated } = choice;
  if (items.length === 0) {
    return (
      <p className="cookbook-panel__text" role="status">
        {t('noneFound')}
      </p>
    );
  }
  const ticked = items.filter((r) => chosen.has(r._id)).length;
  return (
    <div className="cookbook-found">
      <p className="cookbook-panel__text" role="status">
        {t('found', { count: items.length, ticked })}
        {truncated && ` ${t('onlyFirst', { max: COOKBOOK_LIMITS.recipesMax })}`}
      </p>
      <div className="cookbook-actions">
        <Button
          variant="secondary"
          disabled={ticked === items.length}
          onClick={() => onTick(items, true)}
        >
          {t('putAllIn')}
        </Button>
        <Button variant="secondary" disabled={ticked === 0} onClick={() => onTick(items, false)}>
          {t('takeAllOut')}
        </Button>
      </div>
      <ul className="cookbook-found__list">
        {items.map((recipe) => (
          <li key={recipe._id}>
            <label className="cookbook-tick">
              <input
                type="checkbox"
                checked={chosen.has(recipe._id)}
                onChange={(event) => onTick([recipe], event.target.checked)}
              />
              <RowPhoto src={recipe.thumbnail_image} />
              <RowText recipe={recipe} inline />
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
