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

const SOURCE_LABELS: Record<CookbookSource, string> = {
  category: 'A category',
  favourites: 'My favourites',
  plan: 'Our meal plan, past and planned',
  cook: 'One cook’s recipes',
  approved: 'Every recipe on the site',
  mine: 'My own recipes',
};

const NEEDS_VALUE: Partial<Record<CookbookSource, string>> = {
  category: 'Category',
  cook: 'The cook’s name, as recipes show it',
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
    <TitledSection className="cookbook-panel" heading="Choose the recipes">
      {/* Inside the book's form, so not a form: its button lists recipes, never sends the book. */}
      <div className="cookbook-source" role="search" aria-label="Find recipes for the book">
        <div className="form-field">
          <label htmlFor={selectId} className="form-field__label">
            Recipes from
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
                {SOURCE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        {label && (
          <div className="form-field">
            <label htmlFor={valueId} className="form-field__label">
              {label}
            </label>
            {source === 'category' ? (
              <select
                id={valueId}
                className="form-control form-control--select"
                value={value}
                onChange={(event) => setValue(event.target.value)}
              >
                {CATEGORIES.map((c) => (
                  <option key={c}>{c}</option>
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
          {choice.isPending ? 'Finding recipes…' : 'Show these recipes'}
        </Button>
      </div>
      {choice.isError && <FieldError>{choice.error.message}</FieldError>}
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
  const { items, truncated } = choice;
  if (items.length === 0) {
    return (
      <p className="cookbook-panel__text" role="status">
        No recipes there yet. Try another choice.
      </p>
    );
  }
  const ticked = items.filter((r) => chosen.has(r._id)).length;
  return (
    <div className="cookbook-found">
      <p className="cookbook-panel__text" role="status">
        {items.length === 1 ? '1 recipe found' : `${items.length} recipes found`}, {ticked} in the
        book.
        {truncated && ` Only the first ${COOKBOOK_LIMITS.recipesMax} are listed.`}
      </p>
      <div className="cookbook-actions">
        <Button
          variant="secondary"
          disabled={ticked === items.length}
          onClick={() => onTick(items, true)}
        >
          Put them all in the book
        </Button>
        <Button variant="secondary" disabled={ticked === 0} onClick={() => onTick(items, false)}>
          Take them all out
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
